import { type SQL, sql } from 'drizzle-orm';
import { SELLER_OF_LEAD } from '../scope';

/** How long after a follow-up the customer's message counts as its answer. */
export const FOLLOWUP_ANSWER_HOURS = 48;

/** The counts of `report_ai_days`, in its column order. */
export const AI_DAY_COUNTS = sql.raw(`customer_messages, answered_by_ai, answered_by_human, takeovers,
  failures, ai_messages, audio, followups, followups_answered`);

/**
 * The AI-and-people counts per day (in `timezone`), instance and seller of the messages whose time
 * matches `counted` (over `m`), in the conversations `scope` keeps (over `i`, `l`). Each message's
 * part is fixed by the conversation around it, whatever the period asked, so days add up:
 * - an answer (AI or person) answers the customer messages since the conversation's previous answer;
 * - a takeover is a person's answer right after an AI answer;
 * - a follow-up is answered when the customer writes within 48 hours after it.
 * The conversations' whole histories are read (through the (conversation, time) index) so an answer
 * early in the range still sees the customer messages before it.
 */
export function aiDayRows(timezone: string, organizationId: string, counted: SQL, scope: SQL): SQL {
  return sql`select x.day, x.instance_id, x.seller_id,
      count(*) filter (where x.direction = 'in')::int as customer_messages,
      coalesce(sum(x.answered) filter (where x.origin = 'ai'), 0)::int as answered_by_ai,
      coalesce(sum(x.answered) filter (where x.origin = 'human'), 0)::int as answered_by_human,
      count(*) filter (where x.origin = 'human' and x.previous_answer = 'ai')::int as takeovers,
      count(*) filter (where x.status = 'failed' and x.origin in ('ai', 'system'))::int as failures,
      count(*) filter (where x.origin = 'ai' and x.status <> 'failed')::int as ai_messages,
      count(*) filter (where x.origin = 'ai' and x.status <> 'failed' and x.media_type = 'audio')::int as audio,
      count(*) filter (where x.origin = 'followup' and x.status <> 'failed')::int as followups,
      count(*) filter (where x.origin = 'followup' and x.status <> 'failed' and x.inbound_within > 0)::int
        as followups_answered
    from (
      select p.*,
        case when p.origin in ('ai', 'human')
          then p.inbound_so_far - coalesce(lag(p.inbound_so_far) over answers, 0) end as answered,
        case when p.origin in ('ai', 'human') then lag(p.origin) over answers end as previous_answer
      from (
        select m.conversation_id, m.instance_id, ${SELLER_OF_LEAD} as seller_id,
          (m.timestamp at time zone ${timezone})::date as day, m.timestamp, m.id, m.direction, m.origin,
          m.status, m.media_type, (${counted}) as counted,
          count(*) filter (where m.direction = 'in') over (
            partition by m.conversation_id order by m.timestamp, m.id) as inbound_so_far,
          count(*) filter (where m.direction = 'in') over (
            partition by m.conversation_id order by m.timestamp
            range between current row and ${sql.raw(`interval '${FOLLOWUP_ANSWER_HOURS} hours'`)} following)
            as inbound_within
        from messages m
        join instances i on i.id = m.instance_id
        left join leads l on l.conversation_id = m.conversation_id
        where m.conversation_id in (
            select m.conversation_id from messages m
            where m.organization_id = ${organizationId} and ${counted})
          and ${scope}
      ) p
      window answers as (partition by p.conversation_id, p.origin in ('ai', 'human') order by p.timestamp, p.id)
    ) x
    where x.counted
    group by x.day, x.instance_id, x.seller_id`;
}
