import { sql } from 'drizzle-orm';
import type { AiReport } from '../../../contract/reports';
import type { DbOrTx } from '../../db/client';
import { AI_DAY_COUNTS, aiDayRows } from './aggregates/ai-days';
import { type Coverage, liveFilter, resolveCoverage, storedFilter } from './aggregates/coverage';
import { type ReportScope, scopeFilter } from './scope';
import { num, selectRows, share } from './sql-rows';

interface AiRow {
  customer_messages: unknown;
  answered_by_ai: unknown;
  answered_by_human: unknown;
  takeovers: unknown;
  failures: unknown;
  ai_messages: unknown;
  audio: unknown;
  followups: unknown;
  followups_answered: unknown;
}

/**
 * The AI and the people over the messages of the period: the sums of the daily counts, read from
 * `report_ai_days` for the built days and computed from the messages for the others.
 */
export async function aiReport(db: DbOrTx, scope: ReportScope, coverage?: Coverage): Promise<AiReport> {
  const covered = coverage ?? (await resolveCoverage(db, scope));
  const live = aiDayRows(
    scope.timezone,
    scope.tenantId,
    liveFilter('m.timestamp', scope, covered),
    scopeFilter(scope),
  );
  const stored =
    covered.storedDays.length === 0
      ? sql``
      : sql`union all select ${AI_DAY_COUNTS} from report_ai_days r join instances i on i.id = r.instance_id
        where ${storedFilter(scope, covered)}`;
  const sums = sql.join(
    [
      'customer_messages',
      'answered_by_ai',
      'answered_by_human',
      'takeovers',
      'failures',
      'ai_messages',
      'audio',
      'followups',
      'followups_answered',
    ].map((column) => sql.raw(`coalesce(sum(${column}), 0)::int as ${column}`)),
    sql`, `,
  );
  const [row] = await selectRows<AiRow>(
    db,
    sql`select ${sums} from (
      select ${AI_DAY_COUNTS} from (${covered.liveRanges.length > 0 ? live : sql`select ${AI_DAY_COUNTS} from report_ai_days where false`}) live
      ${stored}
    ) days`,
  );
  const customerMessages = num(row?.customer_messages);
  const answeredByAi = num(row?.answered_by_ai);
  const followUpsSent = num(row?.followups);
  const followUpsAnswered = num(row?.followups_answered);
  return {
    aggregatedAt: covered.builtAt,
    customerMessages,
    answeredByAi,
    answeredByHuman: num(row?.answered_by_human),
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
