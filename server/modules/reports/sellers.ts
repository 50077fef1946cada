import { sql } from 'drizzle-orm';
import type { SellersReport } from '../../../contract/reports';
import type { DbOrTx } from '../../db/client';
import { type Coverage, resolveCoverage } from './aggregates/coverage';
import { bonusesAchievedBy } from './bonuses';
import { firstRepliesCte, percentilesOf } from './first-replies';
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
 * in the period, the sales and losses closed in it, the seller's own median first response (whole
 * past days from the daily pre-aggregates) and the bonuses achieved in the months of the period.
 */
export async function sellersReport(
  db: DbOrTx,
  scope: ReportScope,
  coverage?: Coverage,
): Promise<SellersReport> {
  const covered = coverage ?? (await resolveCoverage(db, scope));
  const started = inPeriod('c.created_at', scope);
  const closed = inPeriod('l.status_changed_at', scope);
  const rows = await selectRows<SellerRow>(
    db,
    sql`${firstRepliesCte(scope, covered)}, per_lead as (
        select ${SELLER_OF_LEAD} as seller_id,
          count(*) filter (where ${started})::int as handled,
          count(*) filter (where ${started} and l.status = 'closed_won')::int as handled_won,
          count(*) filter (where ${closed} and l.status = 'closed_won')::int as sold,
          count(*) filter (where ${closed} and l.status = 'closed_lost')::int as lost,
          sum(l.sale_value) filter (where ${closed} and l.status = 'closed_won')::float8 as sold_value
        from leads l
        join instances i on i.id = l.instance_id
        join conversations c on c.id = l.conversation_id
        where l.organization_id = ${scope.tenantId} and ${scopeFilter(scope)}
          and (${started} or ${closed})
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
      ), response as (
        select seller_id, ${percentilesOf('own_at')} from firsts group by seller_id
      )
      select u.id, trim(u.first_name || ' ' || u.last_name) as name,
        p.handled, p.handled_won, p.sold, p.lost, p.sold_value, mv.moved, r.median
      from users u
      left join per_lead p on p.seller_id = u.id
      left join moved mv on mv.seller_id = u.id
      left join response r on r.seller_id = u.id
      where u.organization_id = ${scope.tenantId} and u.deleted_at is null and u.role <> 'super_admin'
        ${scope.sellerId ? sql`and u.id = ${scope.sellerId}` : sql``}
      order by coalesce(p.sold, 0) desc, coalesce(p.handled, 0) desc, name`,
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
