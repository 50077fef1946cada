import { sql } from 'drizzle-orm';
import type { StockImportResult } from '../../../contract/vehicles';
import type { DbOrTx } from '../../db/client';
import { vehicles } from '../../db/schema';
import { searchTextOf } from '../search-text';
import type { ImportedRow } from './records';

/**
 * Stores the valid lines of an import: a line whose code (or plate) is already in the stock from
 * the same kind of source updates that car; the others are added. Invalid lines are skipped.
 */
export async function storeImport(
  tx: DbOrTx,
  tenantId: string,
  source: 'csv' | 'feed',
  rows: readonly ImportedRow[],
  now: Date,
): Promise<StockImportResult> {
  const result: StockImportResult = { inserted: 0, updated: 0, invalid: 0 };
  for (const row of rows) {
    if (!row.vehicle) {
      result.invalid++;
      continue;
    }
    const values = { ...row.vehicle, searchText: searchTextOf(row.vehicle), updatedAt: now };
    if (row.externalId) {
      const [stored] = await tx
        .insert(vehicles)
        .values({ ...values, organizationId: tenantId, source, externalId: row.externalId })
        .onConflictDoUpdate({
          target: [vehicles.organizationId, vehicles.source, vehicles.externalId],
          targetWhere: sql`external_id is not null`,
          set: values,
        })
        .returning({ inserted: sql<boolean>`xmax = 0` });
      if (stored?.inserted) result.inserted++;
      else result.updated++;
    } else {
      await tx.insert(vehicles).values({ ...values, organizationId: tenantId, source });
      result.inserted++;
    }
  }
  return result;
}
