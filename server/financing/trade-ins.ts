/**
 * The customer's car on a lead, as the AI's tool and staff store it: one per lead, quoted from the
 * configured price table. Scoped reads for the HTTP routes live in modules/trade-ins.
 */
import { and, eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { tradeIns } from '../db/schema';
import { priceTableFor } from '../gateways/price-table/resolve';
import { quoteReference } from './quote';

export type TradeInRow = typeof tradeIns.$inferSelect;

/** What the AI's tool or a staff member writes; the reference comes from the price table. */
export type TradeInValues = Pick<
  typeof tradeIns.$inferInsert,
  | 'make'
  | 'model'
  | 'year'
  | 'km'
  | 'plate'
  | 'conditionNotes'
  | 'photoMessageIds'
  | 'referencePrice'
  | 'referenceSource'
  | 'referenceMonth'
>;

/**
 * Writes the lead's trade-in: the first one creates it, a later one (the customer corrects the km,
 * staff edit it) replaces its fields. `createdBy` stays who registered it first.
 */
export async function saveTradeIn(
  db: DbOrTx,
  tenantId: string,
  leadId: string,
  values: TradeInValues,
  createdBy: 'ai' | 'staff',
  at: Date,
): Promise<TradeInRow> {
  const [row] = await db
    .insert(tradeIns)
    .values({ ...values, organizationId: tenantId, leadId, createdBy, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: tradeIns.leadId, set: { ...values, updatedAt: at } })
    .returning();
  if (!row) throw new Error('trade-in not stored');
  return row;
}

export async function findTradeInOfLead(db: DbOrTx, tenantId: string, leadId: string) {
  const [row] = await db
    .select()
    .from(tradeIns)
    .where(and(eq(tradeIns.organizationId, tenantId), eq(tradeIns.leadId, leadId)));
  return row;
}

/**
 * The reference of the car from the configured table; a car the table does not list, or a table
 * that cannot be reached, leaves it empty (the trade-in is still stored: staff evaluate it anyway).
 */
export async function referenceFor(
  config: Pick<Config, 'priceTable' | 'fipeApiUrl'>,
  car: { make: string; model: string; year: number },
): Promise<Pick<TradeInValues, 'referencePrice' | 'referenceSource' | 'referenceMonth'>> {
  const outcome = await quoteReference(priceTableFor(config), {
    brand: car.make,
    model: car.model,
    year: car.year,
  });
  if (outcome.kind !== 'found') return { referencePrice: null, referenceSource: null, referenceMonth: null };
  return {
    referencePrice: outcome.quote.reference,
    referenceSource: outcome.quote.source,
    referenceMonth: outcome.quote.month,
  };
}
