import { sql } from 'drizzle-orm';
import type { SellersReport } from '../../../contract/reports';
import type { DbOrTx } from '../../db/client';
import { percentilesByGroup } from './aggregates/buckets';
import { type Coverage, liveConversations, resolveCoverage, storedFilter } from './aggregates/coverage';
import { funnelDayRows } from './aggregates/funnel-days';
import { bonusesAchievedBy } from './bonuses';
import { responseHistogramCte } from './first-replies';
import { inPeriod, type ReportScope, SELLER_OF_LEAD, scopeFilter } from './scope';
import { num, secondsOrNull, selectRows, share } from './sql-rows';

interface SellerRow {
  id: string;
  name: string;
  handled: unknown;
  handled_won: unknown;
  sold: unknown;
  lost: unknown;
  sold_value: unknown;
  moved: unknown;
  median: unknown;
}

/**
 * One row per seller of the organization (a seller: its own): the leads of conversations started
 * in the period (the funnel's daily figures), the sales and losses closed in it, the seller's own
 * median first response (the response histogram; built days from the daily pre-aggregates) and the
 * bonuses achieved in the months of the period.
 */
export async function sellersReport(
  db: DbOrTx,
  scope: ReportScope,
  coverage?: Coverage,
): Promise<SellersReport> {
  const covered = coverage ?? (await resolveCoverage(db, scope));
  const closed = inPeriod('l.status_changed_at', scope);
  const storedFunnel =
    covered.storedDays.length === 0
      ? sql``
      : sql`union all
        select r.seller_id, r.leads, r.closed_won from report_funnel_days r
        join instances i on i.id = r.instance_id
        where ${storedFilter(scope, covered)}`;
  const liveFunnel = funnelDayRows(scope.timezone, liveConversations(scope, covered));
  const rows = await selectRows<SellerRow>(
    db,
    sql`${responseHistogramCte(scope, covered)}, handled as (
        -- Leads of the conversations started in the period: the funnel's days.
        select seller_id, sum(leads)::int as handled, sum(closed_won)::int as handled_won
        from (select seller_id, leads, closed_won from (${liveFunnel}) d ${storedFunnel}) f
        group by seller_id
      ), closed as (
        -- Sales and losses closed in the period, whenever their conversation started.
        select ${SELLER_OF_LEAD} as seller_id,
          count(*) filter (where l.status = 'closed_won')::int as sold,
          count(*) filter (where l.status = 'closed_lost')::int as lost,
          sum(l.sale_value) filter (where l.status = 'closed_won')::float8 as sold_value
        from leads l
        join instances i on i.id = l.instance_id
        where l.organization_id = ${scope.tenantId} and l.status in ('closed_won', 'closed_lost')
          and ${closed} and ${scopeFilter(scope)}
        group by 1
      ), moved as (
        -- Leads the idle-lead sweep (no human actor) took away from the seller in the period.
        select h.from_user_id as seller_id, count(*)::int as moved
        from lead_history h
        join leads l on l.id = h.lead_id
        join instances i on i.id = l.instance_id
        where h.organization_id = ${scope.tenantId} and h.kind = 'assignment' and h.actor_user_id is null
          and ${inPeriod('h.created_at', scope)}
          and i.organization_id = ${scope.tenantId}
          ${scope.instanceId ? sql`and i.id = ${scope.instanceId}` : sql``}
        group by 1
      ), keyed as (
        select 'seller' as grp, seller_id::text as key, seconds, conversations from hist
        where measure = 'own' and seller_id is not null
      ), response as (${percentilesByGroup(sql`keyed`)})
      select u.id, trim(u.first_name || ' ' || u.last_name) as name,
        hd.handled, hd.handled_won, cl.sold, cl.lost, cl.sold_value, mv.moved, r.median
      from users u
      left join handled hd on hd.seller_id = u.id
      left join closed cl on cl.seller_id = u.id
      left join moved mv on mv.seller_id = u.id
      left join response r on r.key = u.id::text
      where u.organization_id = ${scope.tenantId} and u.deleted_at is null and u.role <> 'super_admin'
        ${scope.sellerId ? sql`and u.id = ${scope.sellerId}` : sql``}
      order by coalesce(cl.sold, 0) desc, coalesce(hd.handled, 0) desc, name`,
  );
  const bonuses = await bonusesAchievedBy(
    db,
    scope,
    rows.map((row) => row.id),
  );
  return {
    aggregatedAt: covered.builtAt,
    rows: rows.map((row) => {
      const leadsHandled = num(row.handled);
      return {
        sellerId: row.id,
        sellerName: row.name,
        leadsHandled,
        sold: num(row.sold),
        lost: num(row.lost),
        conversion: share(num(row.handled_won), leadsHandled),
        medianResponseSeconds: secondsOrNull(row.median),
        idleLeadsMovedAway: num(row.moved),
        bonusesAchieved: bonuses.get(row.id) ?? 0,
        soldValue: row.sold_value === null || row.sold_value === undefined ? null : Number(row.sold_value),
      };
    }),
  };
}
