import { type SQL, sql } from 'drizzle-orm';
import type { AiReport } from '../../../contract/reports';
import type { DbOrTx } from '../../db/client';
import { aiMergedSql } from './aggregates/ai-merged';
import { type Coverage, resolveCoverage } from './aggregates/coverage';
import { inPeriod, leadOfMessageJoin, type ReportScope, scopeFilter } from './scope';
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
 * The AI and the people over the messages of the period. Whole past days come from the daily
 * pre-aggregates (`aiMergedSql`); a period with none of them stored reads the messages in one pass.
 */
export async function aiReport(db: DbOrTx, scope: ReportScope, coverage?: Coverage): Promise<AiReport> {
  const covered = coverage ?? (await resolveCoverage(db, scope));
  const [row] = await selectRows<AiRow>(
    db,
    covered.storedDays.length > 0 ? aiMergedSql(scope, covered) : aiFromMessagesSql(scope),
  );
  const customerMessages = num(row?.customer_messages);
  const answeredByAi = num(row?.by_ai);
  const followUpsSent = num(row?.followups);
  const followUpsAnswered = num(row?.followups_answered);
  return {
    aggregatedAt: covered.builtAt,
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

/**
 * The period's messages in one pass: an answer (AI or person) answers the customer messages since
 * the previous answer of the chat (a running count of customer messages, differenced between
 * answers); a follow-up is answered when the customer writes after it.
 */
function aiFromMessagesSql(scope: ReportScope): SQL {
  return sql`with q as (
        select m.conversation_id, m.timestamp, m.id, m.direction, m.origin, m.status, m.media_type,
          count(*) filter (where m.direction = 'in') over chat as inbound_so_far,
          count(*) filter (where m.origin = 'ai') over chat as ai_so_far,
          count(*) filter (where m.direction = 'in') over (
            partition by m.conversation_id order by m.timestamp, m.id
            rows between current row and unbounded following) as inbound_after
        from messages m
        join instances i on i.id = m.instance_id
        ${leadOfMessageJoin(scope)}
        where m.organization_id = ${scope.tenantId} and ${inPeriod('m.timestamp', scope)} and ${scopeFilter(scope)}
        window chat as (partition by m.conversation_id order by m.timestamp, m.id)
      ), answers as (
        select origin, inbound_so_far - lag(inbound_so_far, 1, 0::bigint) over (
            partition by conversation_id order by timestamp, id) as answered
        from q where origin in ('ai', 'human')
      ), totals as (
        select
          count(*) filter (where direction = 'in')::int as customer_messages,
          count(distinct conversation_id) filter (where origin = 'human' and ai_so_far > 0)::int as takeovers,
          count(*) filter (where status = 'failed' and origin in ('ai', 'system'))::int as failures,
          count(*) filter (where origin = 'ai' and status <> 'failed')::int as ai_messages,
          count(*) filter (where origin = 'ai' and status <> 'failed' and media_type = 'audio')::int as audio,
          count(*) filter (where origin = 'followup' and status <> 'failed')::int as followups,
          count(*) filter (where origin = 'followup' and status <> 'failed' and inbound_after > 0)::int
            as followups_answered
        from q
      )
      select totals.*,
        (select coalesce(sum(answered) filter (where origin = 'ai'), 0) from answers)::int as by_ai,
        (select coalesce(sum(answered) filter (where origin = 'human'), 0) from answers)::int as by_human
      from totals`;
}
