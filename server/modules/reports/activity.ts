import { sql } from 'drizzle-orm';
import type { ActivityReport } from '../../../contract/reports';
import type { DbOrTx } from '../../db/client';
import { inPeriod, leadOfMessageJoin, type ReportScope, scopeFilter } from './scope';
import { num, selectRows } from './sql-rows';

interface CellRow {
  weekday: unknown;
  hour: unknown;
  count: unknown;
}

/** Customer messages of the period by weekday and hour on the organization's clock (the heat map). */
export async function activityReport(db: DbOrTx, scope: ReportScope): Promise<ActivityReport> {
  const local = sql`(m.timestamp at time zone ${scope.timezone})`;
  const rows = await selectRows<CellRow>(
    db,
    sql`select extract(isodow from ${local})::int as weekday, extract(hour from ${local})::int as hour,
        count(*)::int as count
      from messages m
      join instances i on i.id = m.instance_id
      ${leadOfMessageJoin(scope)}
      where m.organization_id = ${scope.tenantId} and m.direction = 'in'
        and ${inPeriod('m.timestamp', scope)} and ${scopeFilter(scope)}
      group by 1, 2 order by 1, 2`,
  );
  const cells = rows.map((row) => ({
    weekday: num(row.weekday),
    hour: num(row.hour),
    count: num(row.count),
  }));
  return { total: cells.reduce((sum, cell) => sum + cell.count, 0), cells };
}
