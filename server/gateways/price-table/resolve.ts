import type { Config } from '../../config';
import { createBuiltinTable } from './builtin/builtin-table';
import { createFipeTable } from './fipe/fipe-table';
import type { PriceTable } from './port';

const tables = new Map<string, PriceTable>();

/**
 * The reference-price table the configuration names (PRICE_TABLE), one per process and base URL so
 * the FIPE adapter's cache serves every organization and chat.
 */
export function priceTableFor(config: Pick<Config, 'priceTable' | 'fipeApiUrl'>): PriceTable {
  const key = config.priceTable === 'fipe' ? `fipe:${config.fipeApiUrl}` : 'builtin';
  let table = tables.get(key);
  if (!table) {
    table =
      config.priceTable === 'fipe' ? createFipeTable({ baseUrl: config.fipeApiUrl }) : createBuiltinTable();
    tables.set(key, table);
  }
  return table;
}
