import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { VEHICLE_SORTABLE, VehicleFilter } from '../../../contract/vehicles';
import type { DbOrTx } from '../../db/client';
import { vehicles } from '../../db/schema';
import type { ListParams } from '../../lib/list-query';
import { likePattern } from '../../lib/list-query';
import { normalizeWords } from '../../stock/search-text';

export type VehicleRow = typeof vehicles.$inferSelect;
type SortField = (typeof VEHICLE_SORTABLE)[number];

function conditions(tenantId: string, filter: VehicleFilter): SQL[] {
  const where: SQL[] = [eq(vehicles.organizationId, tenantId)];
  if (filter.q) where.push(ilike(vehicles.searchText, likePattern(normalizeWords(filter.q))));
  if (filter.make) where.push(ilike(vehicles.make, likePattern(filter.make)));
  if (filter.model) where.push(ilike(vehicles.model, likePattern(filter.model)));
  if (filter.yearMin !== undefined) where.push(gte(vehicles.year, filter.yearMin));
  if (filter.yearMax !== undefined) where.push(lte(vehicles.year, filter.yearMax));
  if (filter.priceMin !== undefined) where.push(gte(vehicles.price, filter.priceMin));
  if (filter.priceMax !== undefined) where.push(lte(vehicles.price, filter.priceMax));
  if (filter.status) where.push(eq(vehicles.status, filter.status));
  if (filter.source) where.push(eq(vehicles.source, filter.source));
  if (filter.id) where.push(inArray(vehicles.id, Array.isArray(filter.id) ? filter.id : [filter.id]));
  return where;
}

export async function listVehicles(
  db: DbOrTx,
  tenantId: string,
  params: ListParams<SortField, VehicleFilter>,
): Promise<{ rows: VehicleRow[]; total: number }> {
  const where = and(...conditions(tenantId, params.filter));
  const column = vehicles[params.sort.field];
  const order = params.sort.order === 'ASC' ? asc(column) : desc(column);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(vehicles)
      .where(where)
      .orderBy(order, asc(vehicles.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(vehicles).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findVehicle(db: DbOrTx, tenantId: string, id: string): Promise<VehicleRow | undefined> {
  const [row] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.organizationId, tenantId), eq(vehicles.id, id)));
  return row;
}

/** Distinct makes of the stock, for the list's filter. */
export async function stockMakes(db: DbOrTx, tenantId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ make: vehicles.make })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.organizationId, tenantId),
        or(eq(vehicles.status, 'available'), eq(vehicles.status, 'reserved')),
      ),
    )
    .orderBy(asc(vehicles.make));
  return rows.map((row) => row.make);
}
