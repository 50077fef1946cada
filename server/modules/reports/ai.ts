import { sql } from 'drizzle-orm';
import type { AiReport } from '../../../contract/reports';
import type { DbOrTx } from '../../db/client';
import { inPeriod, type ReportScope, scopeFilter } from './scope';
import { num, selectRows, share } from './sql-rows';

interface AiRow {
  customer_messages: unknown;
  by_ai: unknown;
  by_human: unknown;
  takeovers: unknown;
  failures: unknown;
  ai_messages: unknown;
  audio: unknown;
  followups: unknown;
  followups_answered: unknown;
}

/**
 * The AI and the people over the messages of the period, in one pass: each chat's messages are
 * numbered by the answers (AI or person) seen so far, so the answer to a customer message is the
 * next number; a follow-up is answered when the customer writes after it.
 */
export async function aiReport(db: DbOrTx, scope: ReportScope): Promise<AiReport> {
  const [row] = await selectRows<AiRow>(
    db,
    sql`with q as (
        select m.conversation_id, m.direction, m.origin, m.status, m.media_type,
          count(*) filter (where m.origin in ('ai', 'human')) over chat as answers,
          count(*) filter (where m.origin = 'ai') over chat as ai_so_far,
          count(*) filter (where m.direction = 'in') over (
            partition by m.conversation_id order by m.timestamp, m.id
            rows between current row and unbounded following) as inbound_after
        from messages m
        join instances i on i.id = m.instance_id
        left join leads l on l.conversation_id = m.conversation_id
        where m.organization_id = ${scope.tenantId} and ${inPeriod('m.timestamp', scope)} and ${scopeFilter(scope)}
        window chat as (partition by m.conversation_id order by m.timestamp, m.id)
      )
      select
        count(*) filter (where q.direction = 'in')::int as customer_messages,
        count(*) filter (where q.direction = 'in' and a.origin = 'ai')::int as by_ai,
        count(*) filter (where q.direction = 'in' and a.origin = 'human')::int as by_human,
        count(distinct q.conversation_id) filter (where q.origin = 'human' and q.ai_so_far > 0)::int as takeovers,
        count(*) filter (where q.status = 'failed' and q.origin in ('ai', 'system'))::int as failures,
        count(*) filter (where q.origin = 'ai' and q.status <> 'failed')::int as ai_messages,
        count(*) filter (where q.origin = 'ai' and q.status <> 'failed' and q.media_type = 'audio')::int as audio,
        count(*) filter (where q.origin = 'followup' and q.status <> 'failed')::int as followups,
        count(*) filter (where q.origin = 'followup' and q.status <> 'failed' and q.inbound_after > 0)::int
          as followups_answered
      from q
      left join q a on q.direction = 'in' and a.conversation_id = q.conversation_id
        and a.origin in ('ai', 'human') and a.answers = q.answers + 1`,
  );
  const customerMessages = num(row?.customer_messages);
  const answeredByAi = num(row?.by_ai);
  const followUpsSent = num(row?.followups);
  const followUpsAnswered = num(row?.followups_answered);
  return {
    customerMessages,
    answeredByAi,
    answeredByHuman: num(row?.by_human),
    aiShare: share(answeredByAi, customerMessages),
    humanTakeovers: num(row?.takeovers),
    aiFailures: num(row?.failures),
    aiMessages: num(row?.ai_messages),
    audioReplies: num(row?.audio),
    followUpsSent,
    followUpsAnswered,
    followUpAnswerRate: share(followUpsAnswered, followUpsSent),
  };
}
