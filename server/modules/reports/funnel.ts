import { sql } from 'drizzle-orm';
import { LEAD_STATUSES, type LeadStatus, QUALIFICATION_LEVELS } from '../../../contract/constants';
import { FUNNEL_STEPS, type FunnelReport } from '../../../contract/reports';
import type { DbOrTx } from '../../db/client';
import { type Coverage, liveConversations, resolveCoverage, storedFilter } from './aggregates/coverage';
import { FUNNEL_STATUS_COLUMNS, funnelDayRows } from './aggregates/funnel-days';
import { visitSteps } from './appointments';
import type { ReportScope } from './scope';
import { num, selectRows, share } from './sql-rows';

type Level = FunnelReport['byLevel'][number]['level'];
type FunnelStep = (typeof FUNNEL_STEPS)[number];

/**
 * The step each one converts from. A lead may book a visit before the AI qualifies it, so the visit
 * steps branch from the conversations rather than sit inside the status chain.
 */
const STEP_BASE: Record<FunnelStep, FunnelStep | null> = {
  conversations: null,
  qualified: 'conversations',
  visit_scheduled: 'conversations',
  visited: 'visit_scheduled',
  negotiating: 'qualified',
  closed_won: 'negotiating',
};
type StatusCounts = Record<LeadStatus, number>;

interface LevelRow extends Record<LeadStatus, unknown> {
  level: Level;
  conversations: unknown;
  leads: unknown;
}

const emptyCounts = (): StatusCounts => ({
  new: 0,
  qualified: 0,
  negotiating: 0,
  closed_won: 0,
  closed_lost: 0,
});

/**
 * The conversations started in the period and where their leads stand now, per AI qualification:
 * the built days from `report_funnel_days`, the others (today) from the rows, summed in one
 * statement, at most four rows back.
 */
export async function funnelReport(
  db: DbOrTx,
  scope: ReportScope,
  coverage?: Coverage,
): Promise<FunnelReport> {
  const covered = coverage ?? (await resolveCoverage(db, scope));
  const live = funnelDayRows(scope.timezone, liveConversations(scope, covered));
  const stored =
    covered.storedDays.length === 0
      ? sql``
      : sql`union all
        select r.level, r.conversations, r.leads, ${sql.raw(LEAD_STATUSES.map((status) => `r.${status}`).join(', '))}
        from report_funnel_days r join instances i on i.id = r.instance_id
        where ${storedFilter(scope, covered)}`;
  const sums = sql.join(
    LEAD_STATUSES.map((status) => sql`sum(${sql.raw(status)})::int as ${sql.raw(status)}`),
    sql`, `,
  );
  const rows = await selectRows<LevelRow>(
    db,
    sql`select level, sum(conversations)::int as conversations, sum(leads)::int as leads, ${sums}
      from (
        select level, conversations, leads, ${FUNNEL_STATUS_COLUMNS} from (${live}) d
        ${stored}
      ) f
      group by level`,
  );
  const byStatus = emptyCounts();
  const byQualification = { HOT: 0, WARM: 0, COLD: 0 };
  let conversations = 0;
  let unqualified = 0;
  const byLevel: FunnelReport['byLevel'] = [];
  for (const level of [...QUALIFICATION_LEVELS, 'none'] as const) {
    const row = rows.find((candidate) => candidate.level === level);
    const counts = emptyCounts();
    for (const status of LEAD_STATUSES) counts[status] = num(row?.[status]);
    const leads = num(row?.leads);
    conversations += num(row?.conversations);
    for (const status of LEAD_STATUSES) byStatus[status] += counts[status];
    if (level === 'none') unqualified = leads;
    else byQualification[level] = leads;
    byLevel.push({ level, leads, byStatus: counts, conversion: share(counts.closed_won, leads) });
  }
  const visits = await visitSteps(db, scope);
  const reached: Record<FunnelStep, number> = {
    conversations,
    qualified: byStatus.qualified + byStatus.negotiating + byStatus.closed_won,
    visit_scheduled: visits.visitScheduled,
    visited: visits.visited,
    negotiating: byStatus.negotiating + byStatus.closed_won,
    closed_won: byStatus.closed_won,
  };
  const steps = FUNNEL_STEPS.map((key) => {
    const base = STEP_BASE[key];
    return {
      key,
      count: reached[key],
      conversion: base === null ? null : share(reached[key], reached[base]),
    };
  });
  return {
    aggregatedAt: covered.builtAt,
    conversations,
    byStatus,
    byQualification,
    unqualified,
    steps,
    winRate: share(byStatus.closed_won, byStatus.closed_won + byStatus.closed_lost),
    byLevel,
  };
}
