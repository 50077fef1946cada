import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { SALE_ITEMS, type SaleItem } from '../../../contract/bonuses';
import type { DbOrTx } from '../../db/client';
import { leads, sellerReviews } from '../../db/schema';
import { type BonusPeriod, periodBounds, periodDays } from './period';

/** What a seller did in a month, as the bonuses measure it. */
export interface SellerMonth {
  salesCount: number;
  salesValue: number;
  items: Record<SaleItem, { count: number; value: number }>;
  reviews: number;
}

const emptyItems = (): SellerMonth['items'] =>
  Object.fromEntries(SALE_ITEMS.map((item) => [item, { count: 0, value: 0 }])) as SellerMonth['items'];

export const emptyMonth = (): SellerMonth => ({
  salesCount: 0,
  salesValue: 0,
  items: emptyItems(),
  reviews: 0,
});

/**
 * The month of each seller (all of the organization's when `userIds` is omitted): leads sold
 * (moved to Vendidos within the month, in the organization's time zone) that are assigned to them,
 * the extras ticked on those sales, and the five-star reviews an admin recorded.
 */
export async function measureSellers(
  db: DbOrTx,
  tenantId: string,
  period: BonusPeriod,
  timezone: string,
  userIds?: string[],
): Promise<Map<string, SellerMonth>> {
  const { start, end } = periodBounds(period, timezone);
  const soldInMonth = and(
    eq(leads.organizationId, tenantId),
    eq(leads.status, 'closed_won'),
    sql`${leads.statusChangedAt} >= ${start}`,
    sql`${leads.statusChangedAt} < ${end}`,
    userIds ? inArray(leads.assignedUserId, userIds) : sql`${leads.assignedUserId} is not null`,
  );
  const sales = await db
    .select({
      userId: sql<string>`${leads.assignedUserId}`,
      total: count(),
      value: sql<string>`coalesce(sum(${leads.saleValue}), 0)`,
    })
    .from(leads)
    .where(soldInMonth)
    .groupBy(leads.assignedUserId);
  const items = await db
    .select({
      userId: sql<string>`${leads.assignedUserId}`,
      item: sql<string>`item`,
      total: count(),
      value: sql<string>`coalesce(sum(${leads.saleValue}), 0)`,
    })
    .from(sql`${leads} cross join lateral unnest(${leads.saleItems}) as item`)
    .where(soldInMonth)
    .groupBy(leads.assignedUserId, sql`item`);
  const days = periodDays(period);
  const reviews = await db
    .select({ userId: sellerReviews.userId, total: count() })
    .from(sellerReviews)
    .where(
      and(
        eq(sellerReviews.organizationId, tenantId),
        gte(sellerReviews.reviewedOn, days.from),
        lt(sellerReviews.reviewedOn, days.until),
        userIds ? inArray(sellerReviews.userId, userIds) : undefined,
      ),
    )
    .groupBy(sellerReviews.userId);

  const months = new Map<string, SellerMonth>();
  const monthOf = (userId: string) => {
    let month = months.get(userId);
    if (!month) {
      month = emptyMonth();
      months.set(userId, month);
    }
    return month;
  };
  for (const row of sales) {
    const month = monthOf(row.userId);
    month.salesCount = Number(row.total);
    month.salesValue = Number(row.value);
  }
  for (const row of items) {
    if (!(SALE_ITEMS as readonly string[]).includes(row.item)) continue;
    monthOf(row.userId).items[row.item as SaleItem] = { count: Number(row.total), value: Number(row.value) };
  }
  for (const row of reviews) monthOf(row.userId).reviews = Number(row.total);
  return months;
}
