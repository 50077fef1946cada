import { sql } from 'drizzle-orm';
import type { ActivityReport } from '../../../contract/reports';
import type { DbOrTx } from '../../db/client';
import { activityDayRows } from './aggregates/activity-days';
import { type Coverage, liveFilter, resolveCoverage, storedFilter } from './aggregates/coverage';
import { type ReportScope, scopeFilter } from './scope';
import { num, selectRows } from './sql-rows';

interface CellRow {
  weekday: unknown;
  hour: unknown;
  count: unknown;
}

/**
 * Customer messages of the period by weekday and hour on the organization's clock (the heat map):
 * the built days from `report_activity_days`, the others counted from the messages.
 */
export async function activityReport(
  db: DbOrTx,
  scope: ReportScope,
  coverage?: Coverage,
): Promise<ActivityReport> {
  const covered = coverage ?? (await resolveCoverage(db, scope));
  const live =
    covered.liveRanges.length === 0
      ? sql`select null::date as day, 0 as hour, 0 as inbound where false`
      : sql`select day, hour, inbound from (${activityDayRows(
          scope.timezone,
          sql`m.organization_id = ${scope.tenantId} and ${liveFilter('m.timestamp', scope, covered)} and ${scopeFilter(scope)}`,
        )}) live`;
  const stored =
    covered.storedDays.length === 0
      ? sql``
      : sql`union all select r.day, r.hour, r.inbound from report_activity_days r
        join instances i on i.id = r.instance_id where ${storedFilter(scope, covered)}`;
  const rows = await selectRows<CellRow>(
    db,
    sql`select extract(isodow from day)::int as weekday, hour, sum(inbound)::int as count
      from (${live} ${stored}) cells
      group by 1, 2 order by 1, 2`,
  );
  const cells = rows.map((row) => ({
    weekday: num(row.weekday),
    hour: num(row.hour),
    count: num(row.count),
  }));
  return { total: cells.reduce((sum, cell) => sum + cell.count, 0), cells };
}
