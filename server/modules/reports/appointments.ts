import { sql } from 'drizzle-orm';
import type { AppointmentsReport } from '../../../contract/reports';
import type { DbOrTx } from '../../db/client';
import { inPeriod, type ReportScope, scopeFilter } from './scope';
import { num, selectRows, share } from './sql-rows';

/**
 * The appointments report and the funnel's visit steps, both from the rows: an organization books
 * a few visits a day, read through the (organization, starts_at) and lead indexes, so today's
 * figures are always current without a daily pre-aggregate.
 */

/** Who attends an appointment: its seller, else the lead's (assigned, else the instance's owner). */
const ATTENDING_SELLER = sql.raw('coalesce(a.seller_id, l.assigned_user_id, i.user_id)');

/** The scope's appointments `a` dated in the period, over `a`, `l` and `i`. */
function appointmentFilter(scope: ReportScope) {
  return sql.join(
    [
      sql`a.organization_id = ${scope.tenantId}`,
      inPeriod('a.starts_at', scope),
      sql`i.organization_id = ${scope.tenantId}`,
      sql`i.deleted_at is null`,
      scope.instanceId ? sql`i.id = ${scope.instanceId}` : undefined,
      scope.sellerId ? sql`${ATTENDING_SELLER} = ${scope.sellerId}` : undefined,
    ].filter((part) => part !== undefined),
    sql` and `,
  );
}

interface SellerRow {
  seller_id: string | null;
  seller_name: string | null;
  source: string | null;
  appointments: unknown;
  done: unknown;
  no_show: unknown;
  cancelled: unknown;
}

const counts = (row: Pick<SellerRow, 'appointments' | 'done' | 'no_show'>) => {
  const done = num(row.done);
  const noShow = num(row.no_show);
  return { appointments: num(row.appointments), done, noShow, showRate: share(done, done + noShow) };
};

/** `GET /api/reports/appointments`: one grouping-sets statement for the totals, per source and per seller. */
export async function appointmentsReport(db: DbOrTx, scope: ReportScope): Promise<AppointmentsReport> {
  const rows = await selectRows<SellerRow & { by_source: unknown; by_seller: unknown }>(
    db,
    sql`select ${ATTENDING_SELLER} as seller_id, a.source,
        nullif(trim(max(u.first_name || ' ' || u.last_name)), '') as seller_name,
        grouping(a.source) = 0 as by_source,
        grouping(${ATTENDING_SELLER}) = 0 as by_seller,
        count(*)::int as appointments,
        count(*) filter (where a.status = 'done')::int as done,
        count(*) filter (where a.status = 'no_show')::int as no_show,
        count(*) filter (where a.status = 'cancelled')::int as cancelled
      from appointments a
      join leads l on l.id = a.lead_id
      join instances i on i.id = l.instance_id
      left join users u on u.id = ${ATTENDING_SELLER}
      where ${appointmentFilter(scope)}
      group by grouping sets ((), (a.source), (${ATTENDING_SELLER}))`,
  );
  const total = rows.find((row) => !row.by_source && !row.by_seller);
  const bySource = (['ai', 'staff'] as const).map((source) => ({
    source,
    appointments: num(rows.find((row) => row.by_source && row.source === source)?.appointments),
  }));
  const bySeller = rows
    .filter((row) => row.by_seller)
    .map((row) => ({ sellerId: row.seller_id, sellerName: row.seller_name, ...counts(row) }))
    .sort(
      (a, b) =>
        b.noShow - a.noShow ||
        b.appointments - a.appointments ||
        (a.sellerName ?? '').localeCompare(b.sellerName ?? ''),
    );
  return {
    ...counts(total ?? { appointments: 0, done: 0, no_show: 0 }),
    cancelled: num(total?.cancelled),
    bySource,
    bySeller,
  };
}

/**
 * The funnel's visit steps over its cohort (the conversations started in the period, with the
 * funnel's filters): leads with an appointment not cancelled, and with one marked done.
 */
export async function visitSteps(
  db: DbOrTx,
  scope: ReportScope,
): Promise<{ visitScheduled: number; visited: number }> {
  const [row] = await selectRows<{ scheduled: unknown; visited: unknown }>(
    db,
    sql`select count(distinct l.id) filter (where a.status <> 'cancelled')::int as scheduled,
        count(distinct l.id) filter (where a.status = 'done')::int as visited
      from appointments a
      join leads l on l.id = a.lead_id
      join conversations c on c.id = l.conversation_id
      join instances i on i.id = l.instance_id
      where a.organization_id = ${scope.tenantId} and c.organization_id = ${scope.tenantId}
        and ${inPeriod('c.created_at', scope)} and ${scopeFilter(scope)}`,
  );
  return { visitScheduled: num(row?.scheduled), visited: num(row?.visited) };
}
