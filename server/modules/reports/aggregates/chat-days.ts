import { type SQL, sql } from 'drizzle-orm';
import { SELLER_OF_LEAD } from '../scope';

/**
 * One row per conversation and day (in `timezone`) of the messages `m` matching `where` (over `m`,
 * `i`, `l`): the columns of `report_chat_days`. Within the day, an answer (AI or person) answers the
 * customer messages since the day's previous answer; the customer messages before the day's first
 * answer are counted for it here, and the previous days' unanswered ones are carried to it when a
 * period joins the days (see `ai-merged.ts`). A follow-up counts as answered here when the customer
 * wrote after it the same day.
 */
export function chatDayRows(timezone: string, where: SQL): SQL {
  return sql`select q.conversation_id, q.day, q.instance_id, q.seller_id,
      count(*) filter (where q.direction = 'in')::int as inbound,
      (count(*) filter (where q.direction = 'in')
        - coalesce(max(q.inbound_so_far) filter (where q.origin in ('ai', 'human')), 0))::int as tail_inbound,
      (array_agg(q.origin order by q.timestamp, q.id) filter (where q.origin in ('ai', 'human')))[1] as first_answer,
      coalesce(sum(q.answered) filter (where q.origin = 'ai'), 0)::int as ai_answered,
      coalesce(sum(q.answered) filter (where q.origin = 'human'), 0)::int as human_answered,
      coalesce(bool_or(q.origin = 'ai'), false) as has_ai,
      coalesce(bool_or(q.origin = 'human'), false) as has_human,
      coalesce(bool_or(q.origin = 'human' and q.ai_so_far > 0), false) as human_after_ai,
      count(*) filter (where q.status = 'failed' and q.origin in ('ai', 'system'))::int as failures,
      count(*) filter (where q.origin = 'ai' and q.status <> 'failed')::int as ai_messages,
      count(*) filter (where q.origin = 'ai' and q.status <> 'failed' and q.media_type = 'audio')::int as audio,
      count(*) filter (where q.origin = 'followup' and q.status <> 'failed')::int as followups,
      count(*) filter (where q.origin = 'followup' and q.status <> 'failed' and q.inbound_after > 0)::int
        as followups_answered
    from (
      select p.*,
        case when p.origin in ('ai', 'human') then p.inbound_so_far - coalesce(lag(p.inbound_so_far) over (
          partition by p.conversation_id, p.day, p.origin in ('ai', 'human') order by p.timestamp, p.id), 0)
        end as answered
      from (
        select m.conversation_id, m.instance_id, ${SELLER_OF_LEAD} as seller_id,
          (m.timestamp at time zone ${timezone})::date as day,
          m.timestamp, m.id, m.direction, m.origin, m.status, m.media_type,
          count(*) filter (where m.direction = 'in') over chat as inbound_so_far,
          count(*) filter (where m.origin = 'ai') over chat as ai_so_far,
          count(*) filter (where m.direction = 'in') over (
            partition by m.conversation_id, (m.timestamp at time zone ${timezone})::date
            order by m.timestamp, m.id rows between current row and unbounded following) as inbound_after
        from messages m
        join instances i on i.id = m.instance_id
        left join leads l on l.conversation_id = m.conversation_id
        where ${where}
        window chat as (partition by m.conversation_id, (m.timestamp at time zone ${timezone})::date
          order by m.timestamp, m.id)
      ) p
    ) q
    group by q.conversation_id, q.day, q.instance_id, q.seller_id`;
}

/** The columns of a chat-day row the merge reads, in `chatDayRows`' names. */
export const CHAT_DAY_COLUMNS = sql.raw(`conversation_id, day, inbound, tail_inbound, first_answer,
  ai_answered, human_answered, has_ai, has_human, human_after_ai, failures, ai_messages, audio,
  followups, followups_answered`);
