import type { PriceQuote } from '../../contract/financing';
import { type PriceQuery, type PriceTable, PriceTableError } from '../gateways/price-table/port';

export type QuoteOutcome =
  | { kind: 'found'; quote: PriceQuote }
  | { kind: 'not_found' }
  | { kind: 'unavailable'; message: string };

/** The reference price of a car, with "not in the table" and "table unreachable" told apart. */
export async function quoteReference(table: PriceTable, query: PriceQuery): Promise<QuoteOutcome> {
  try {
    const found = await table.quote(query);
    if (!found) return { kind: 'not_found' };
    return { kind: 'found', quote: { ...found, currency: 'BRL', source: table.source } };
  } catch (error) {
    if (error instanceof PriceTableError) return { kind: 'unavailable', message: error.message };
    throw error;
  }
}
