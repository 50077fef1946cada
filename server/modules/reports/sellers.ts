import { sql } from 'drizzle-orm';
import type { SellersReport } from '../../../contract/reports';
import type { DbOrTx } from '../../db/client';
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
  median: unknown;
}

/**
 * One row per seller of the organization (a seller: its own): the leads of conversations started
 * in the period, the sales and losses closed in it, and the seller's own median first response.
 */
export async function sellersReport(db: DbOrTx, scope: ReportScope): Promise<SellersReport> {
  const started = inPeriod('c.created_at', scope);
  const closed = inPeriod('l.status_changed_at', scope);
  const rows = await selectRows<SellerRow>(
    db,
    sql`${firstRepliesCte(scope)}, per_lead as (
        select ${SELLER_OF_LEAD} as seller_id,
          count(*) filter (where ${started})::int as handled,
          count(*) filter (where ${started} and l.status = 'closed_won')::int as handled_won,
          count(*) filter (where ${closed} and l.status = 'closed_won')::int as sold,
          count(*) filter (where ${closed} and l.status = 'closed_lost')::int as lost
        from leads l
        join instances i on i.id = l.instance_id
        join conversations c on c.id = l.conversation_id
        where l.organization_id = ${scope.tenantId} and ${scopeFilter(scope)}
          and (${started} or ${closed})
        group by 1
      ), response as (
        select seller_id, ${percentilesOf('own_at')} from firsts group by seller_id
      )
      select u.id, trim(u.first_name || ' ' || u.last_name) as name,
        p.handled, p.handled_won, p.sold, p.lost, r.median
      from users u
      left join per_lead p on p.seller_id = u.id
      left join response r on r.seller_id = u.id
      where u.organization_id = ${scope.tenantId} and u.deleted_at is null and u.role <> 'super_admin'
        ${scope.sellerId ? sql`and u.id = ${scope.sellerId}` : sql``}
      order by coalesce(p.sold, 0) desc, coalesce(p.handled, 0) desc, name`,
  );
  return {
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
        idleLeadsMovedAway: null,
        bonusesAchieved: null,
        soldValue: null,
      };
    }),
  };
}
