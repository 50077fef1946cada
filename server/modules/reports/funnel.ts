import { sql } from 'drizzle-orm';
import { LEAD_STATUSES, type LeadStatus, QUALIFICATION_LEVELS } from '../../../contract/constants';
import type { FunnelReport } from '../../../contract/reports';
import type { DbOrTx } from '../../db/client';
import { inPeriod, type ReportScope, scopeFilter } from './scope';
import { num, selectRows, share } from './sql-rows';

type Level = FunnelReport['byLevel'][number]['level'];
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
 * one grouped statement, at most four rows back.
 */
export async function funnelReport(db: DbOrTx, scope: ReportScope): Promise<FunnelReport> {
  const statusColumns = sql.join(
    LEAD_STATUSES.map(
      (status) => sql`count(*) filter (where l.status = ${status})::int as ${sql.raw(status)}`,
    ),
    sql`, `,
  );
  const rows = await selectRows<LevelRow>(
    db,
    sql`select coalesce(l.qualification_level, 'none') as level,
        count(*)::int as conversations, count(l.id)::int as leads, ${statusColumns}
      from conversations c
      join instances i on i.id = c.instance_id
      left join leads l on l.conversation_id = c.id
      where c.organization_id = ${scope.tenantId} and ${inPeriod('c.created_at', scope)} and ${scopeFilter(scope)}
      group by 1`,
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
  const reached = {
    conversations,
    qualified: byStatus.qualified + byStatus.negotiating + byStatus.closed_won,
    negotiating: byStatus.negotiating + byStatus.closed_won,
    closed_won: byStatus.closed_won,
  };
  const order = ['conversations', 'qualified', 'negotiating', 'closed_won'] as const;
  const steps = order.map((key, index) => {
    const previous = order[index - 1];
    return {
      key,
      count: reached[key],
      conversion: previous === undefined ? null : share(reached[key], reached[previous]),
    };
  });
  return {
    conversations,
    byStatus,
    byQualification,
    unqualified,
    steps,
    winRate: share(byStatus.closed_won, byStatus.closed_won + byStatus.closed_lost),
    byLevel,
  };
}
