import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { crmConfigs } from './business';
import { tenantId, ts } from './columns';
import { leads } from './conversations';

export type VehicleStatus = 'available' | 'reserved' | 'sold' | 'removed';
export type VehicleSource = 'crm' | 'csv' | 'feed' | 'manual';

/**
 * The dealer's cars: synced from the CRM (read-only here) or imported from a spreadsheet or feed.
 * `searchText` is make, model, version, body, colour, fuel and transmission without accents, in
 * lower case, kept by the writers: the AI's stock search matches customers' words on it.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    source: text('source').$type<VehicleSource>().notNull(),
    /** The car's code in its source (CRM code, feed id, spreadsheet code or plate). */
    externalId: text('external_id'),
    make: text('make').notNull(),
    model: text('model').notNull(),
    version: text('version').notNull().default(''),
    year: integer('year').notNull(),
    modelYear: integer('model_year').notNull(),
    km: integer('km').notNull().default(0),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    color: text('color').notNull().default(''),
    fuel: text('fuel').notNull().default(''),
    transmission: text('transmission').notNull().default(''),
    bodyType: text('body_type').notNull().default(''),
    plate: text('plate'),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: text('status').$type<VehicleStatus>().notNull().default('available'),
    searchText: text('search_text').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    syncedAt: ts('synced_at'),
  },
  (t) => [
    uniqueIndex('vehicles_source_key')
      .on(t.organizationId, t.source, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index('vehicles_org_status_price_idx').on(t.organizationId, t.status, t.price),
    index('vehicles_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** One CRM synchronisation attempt, shown on /autocerto-settings. */
export const crmSyncRuns = pgTable(
  'crm_sync_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    configId: uuid('config_id')
      .notNull()
      .references(() => crmConfigs.id),
    trigger: text('trigger').$type<'schedule' | 'manual'>().notNull(),
    attempt: integer('attempt').notNull().default(1),
    status: text('status').$type<'running' | 'success' | 'failed' | 'retrying'>().notNull(),
    startedAt: ts('started_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
    stockInserted: integer('stock_inserted').notNull().default(0),
    stockUpdated: integer('stock_updated').notNull().default(0),
    stockRemoved: integer('stock_removed').notNull().default(0),
    stockUnchanged: integer('stock_unchanged').notNull().default(0),
    leadsPushed: integer('leads_pushed').notNull().default(0),
    error: text('error'),
  },
  (t) => [index('crm_sync_runs_org_started_idx').on(t.organizationId, t.startedAt.desc())],
);

/** What the CRM knows of a lead: its code there and the status last pushed. */
export const crmLeadLinks = pgTable('crm_lead_links', {
  leadId: uuid('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  organizationId: tenantId(),
  externalId: text('external_id').notNull(),
  pushedStatus: text('pushed_status').notNull(),
  pushedAt: ts('pushed_at').notNull(),
});
