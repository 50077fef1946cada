import { bigint, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { instances } from './instances';

/**
 * The built-in Cloud API simulator's side of the wire (server/gateways/cloud-simulator): what it
 * keeps as Meta would, so a restart loses nothing. It plays Meta's servers, which know numbers by
 * phone-number-id and accounts by WABA id, not tenants; the instance id only ties rows to a number.
 */

/** Media uploaded with `POST /{phone-number-id}/media` or sent by a simulated customer. */
export const cloudSimMedia = pgTable(
  'cloud_sim_media',
  {
    id: text('id').primaryKey(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id),
    mimeType: text('mime_type').notNull(),
    sha256: text('sha256').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    dataBase64: text('data_base64').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('cloud_sim_media_instance_idx').on(t.instanceId)],
);

/** Templates submitted with `POST /{waba-id}/message_templates`, as the account lists them. */
export const cloudSimTemplates = pgTable(
  'cloud_sim_templates',
  {
    id: text('id').primaryKey(),
    wabaId: text('waba_id').notNull(),
    name: text('name').notNull(),
    language: text('language').notNull(),
    category: text('category').notNull(),
    components: jsonb('components').$type<unknown[]>().notNull(),
    /** PENDING until the review decides (a short delay), then APPROVED or REJECTED. */
    status: text('status').$type<'PENDING' | 'APPROVED' | 'REJECTED'>().notNull().default('PENDING'),
    rejectedReason: text('rejected_reason'),
    /** When the review decides; the status webhook goes out at that moment. */
    decideAt: ts('decide_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cloud_sim_templates_name_key').on(t.wabaId, t.name, t.language)],
);

/**
 * Upload sessions of the Resumable Upload API (`POST /{app-id}/uploads`, then `POST /upload:…`): the
 * file's declared name, type and length, then its bytes and the handle a template header names.
 */
export const cloudSimUploads = pgTable('cloud_sim_uploads', {
  id: text('id').primaryKey(),
  appId: text('app_id').notNull(),
  fileName: text('file_name').notNull(),
  fileType: text('file_type').notNull(),
  fileLength: bigint('file_length', { mode: 'number' }).notNull(),
  /** Set once the bytes arrived: `{ h }` of the answer. */
  handle: text('handle').unique(),
  dataBase64: text('data_base64'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
