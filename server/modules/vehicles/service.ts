import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ListQuery } from '../../../contract/common';
import {
  type StockImportBody,
  type StockImportPreview,
  type StockImportResult,
  VEHICLE_SORTABLE,
  type Vehicle,
  type VehicleBody,
  VehicleFilter,
} from '../../../contract/vehicles';
import { vehicles } from '../../db/schema';
import { userAgentFor } from '../../engine/jobs/scraping';
import type { AuthContext } from '../../lib/auth-context';
import { conflict, notFound } from '../../lib/errors';
import { parseListQuery } from '../../lib/list-query';
import { type FeedOptions, readImport } from '../../stock/import/read-import';
import { storeImport } from '../../stock/import/store-import';
import { searchTextOf } from '../../stock/search-text';
import * as repo from './repository';

const vehicleNotFound = () => notFound('Veículo não encontrado');

export function toVehicle(row: repo.VehicleRow): Vehicle {
  return {
    id: row.id,
    source: row.source,
    externalId: row.externalId,
    make: row.make,
    model: row.model,
    version: row.version,
    year: row.year,
    modelYear: row.modelYear,
    km: row.km,
    price: Number(row.price),
    color: row.color,
    fuel: row.fuel,
    transmission: row.transmission,
    bodyType: row.bodyType,
    plate: row.plate,
    photos: row.photos,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    syncedAt: row.syncedAt?.toISOString() ?? null,
  };
}

export async function list(app: FastifyInstance, actor: AuthContext, query: ListQuery) {
  const params = parseListQuery(query, {
    sortable: VEHICLE_SORTABLE,
    defaultSort: { field: 'updatedAt', order: 'DESC' },
    filter: VehicleFilter,
  });
  const { rows, total } = await repo.listVehicles(app.db, actor.organizationId, params);
  return { offset: params.offset, total, data: rows.map(toVehicle) };
}

export async function getOne(app: FastifyInstance, actor: AuthContext, id: string): Promise<Vehicle> {
  const row = await repo.findVehicle(app.db, actor.organizationId, id);
  if (!row) throw vehicleNotFound();
  return toVehicle(row);
}

export async function create(app: FastifyInstance, actor: AuthContext, body: VehicleBody): Promise<Vehicle> {
  const [row] = await app.db
    .insert(vehicles)
    .values({
      ...body,
      organizationId: actor.organizationId,
      source: 'manual',
      searchText: searchTextOf(body),
    })
    .returning();
  if (!row) throw new Error('vehicle not stored');
  return toVehicle(row);
}

/** Cars of the CRM belong to the CRM: changing them here would be undone by the next sync. */
async function editable(app: FastifyInstance, actor: AuthContext, id: string): Promise<repo.VehicleRow> {
  const row = await repo.findVehicle(app.db, actor.organizationId, id);
  if (!row) throw vehicleNotFound();
  if (row.source === 'crm') {
    throw conflict('vehicle_from_crm', 'Veículo sincronizado do CRM: altere-o no Autocerto');
  }
  return row;
}

export async function update(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
  body: VehicleBody,
): Promise<Vehicle> {
  await editable(app, actor, id);
  const [row] = await app.db
    .update(vehicles)
    .set({ ...body, searchText: searchTextOf(body), updatedAt: app.clock.now() })
    .where(and(eq(vehicles.organizationId, actor.organizationId), eq(vehicles.id, id)))
    .returning();
  if (!row) throw vehicleNotFound();
  return toVehicle(row);
}

export async function remove(app: FastifyInstance, actor: AuthContext, id: string): Promise<Vehicle> {
  const row = await editable(app, actor, id);
  await app.db
    .delete(vehicles)
    .where(and(eq(vehicles.organizationId, actor.organizationId), eq(vehicles.id, id)));
  return toVehicle(row);
}

const feedOptions = (app: FastifyInstance, policy: FeedOptions['policy']): FeedOptions => ({
  policy,
  userAgent: userAgentFor(app.config.publicUrl),
});

export async function previewImport(
  app: FastifyInstance,
  body: StockImportBody,
  policy: FeedOptions['policy'],
): Promise<StockImportPreview> {
  const rows = await readImport(body, feedOptions(app, policy));
  return {
    rows: rows.map(({ line, summary, errors }) => ({ line, summary, errors })),
    valid: rows.filter((row) => row.vehicle).length,
    invalid: rows.filter((row) => !row.vehicle).length,
  };
}

export async function runImport(
  app: FastifyInstance,
  actor: AuthContext,
  body: StockImportBody,
  policy: FeedOptions['policy'],
): Promise<StockImportResult> {
  const rows = await readImport(body, feedOptions(app, policy));
  const now = app.clock.now();
  return app.db.transaction((tx) => storeImport(tx, actor.organizationId, body.kind, rows, now));
}
