import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { vehicles } from '../db/schema';
import type { CrmVehicle } from '../gateways/crm/port';
import { searchTextOf } from './search-text';

export interface StockCounts {
  inserted: number;
  updated: number;
  /** Cars that left the stock: sold in the CRM, or gone from its list. */
  removed: number;
  unchanged: number;
}

/** The stored columns of a CRM car, the same whether inserted or updated. */
function rowOf(car: CrmVehicle) {
  return {
    make: car.make,
    model: car.model,
    version: car.version,
    year: car.year,
    modelYear: car.modelYear,
    km: car.km,
    price: car.price,
    color: car.color,
    fuel: car.fuel,
    transmission: car.transmission,
    bodyType: car.bodyType,
    plate: car.plate,
    photos: car.photos,
    status: car.status,
    searchText: searchTextOf(car),
  };
}
type Row = ReturnType<typeof rowOf>;

const fingerprint = (row: Omit<Row, 'status'> & { status: string }): string =>
  JSON.stringify([
    row.make,
    row.model,
    row.version,
    row.year,
    row.modelYear,
    row.km,
    Number(row.price).toFixed(2),
    row.color,
    row.fuel,
    row.transmission,
    row.bodyType,
    row.plate,
    row.photos,
    row.status,
  ]);

/**
 * Makes the organization's CRM cars what the CRM lists now: new ones inserted, changed ones
 * updated, sold ones and those gone from the list taken out of the stock (kept as `sold` /
 * `removed` for the record). Running it twice with the same list changes nothing.
 */
export async function applyCrmStock(
  tx: DbOrTx,
  tenantId: string,
  cars: readonly CrmVehicle[],
  now: Date,
): Promise<StockCounts> {
  const counts: StockCounts = { inserted: 0, updated: 0, removed: 0, unchanged: 0 };
  const fromCrm = and(eq(vehicles.organizationId, tenantId), eq(vehicles.source, 'crm'));
  const stored = await tx.select().from(vehicles).where(fromCrm);
  const byCode = new Map(stored.map((row) => [row.externalId ?? '', row]));
  const seen = new Set<string>();
  const inserts: (Row & { organizationId: string; source: 'crm'; externalId: string; syncedAt: Date })[] = [];

  for (const car of cars) {
    if (seen.has(car.externalId)) continue;
    seen.add(car.externalId);
    const next = rowOf(car);
    const current = byCode.get(car.externalId);
    if (!current) {
      inserts.push({
        ...next,
        organizationId: tenantId,
        source: 'crm',
        externalId: car.externalId,
        syncedAt: now,
      });
      if (car.status !== 'sold') counts.inserted++;
      continue;
    }
    if (fingerprint(current) === fingerprint(next)) {
      counts.unchanged++;
      continue;
    }
    const leftStock = next.status === 'sold' && current.status !== 'sold';
    if (leftStock) counts.removed++;
    else counts.updated++;
    await tx
      .update(vehicles)
      .set({ ...next, updatedAt: now, syncedAt: now })
      .where(and(fromCrm, eq(vehicles.id, current.id)));
  }
  if (inserts.length > 0) await tx.insert(vehicles).values(inserts);

  const gone = await tx
    .update(vehicles)
    .set({ status: 'removed', updatedAt: now, syncedAt: now })
    .where(
      and(
        fromCrm,
        inArray(vehicles.status, ['available', 'reserved']),
        ...(seen.size > 0 ? [notInArray(vehicles.externalId, [...seen])] : []),
      ),
    )
    .returning({ id: vehicles.id });
  counts.removed += gone.length;
  return counts;
}
