import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { HeaderMediaKind, TemplateCategory, TemplateStatus } from '../../../contract/message-templates';
import { tenantId, ts } from './columns';
import { instances } from './instances';

/** A media header; the file's facts are null for a template read from Meta (no sample of ours). */
export interface StoredHeaderMedia {
  kind: HeaderMediaKind;
  fileName: string | null;
  mimeType: string | null;
  handle: string | null;
  mediaId: string | null;
}

/**
 * A message template of an official (Cloud API) number, as submitted to Meta's account (issue 25).
 * Meta names a template by its name and language within the account; `externalId` is Meta's id once
 * submitted. The status follows Meta's review (status webhook and sync).
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id),
    name: text('name').notNull(),
    category: text('category').$type<TemplateCategory>().notNull(),
    language: text('language').notNull(),
    body: text('body').notNull(),
    examples: jsonb('examples').$type<string[]>().notNull().default([]),
    header: text('header'),
    /**
     * A picture or document header: the sample's name and type, the handle Meta reviewed it by, and
     * the media id of the same file on the number, sent when no car's photo replaces it.
     */
    headerMedia: jsonb('header_media').$type<StoredHeaderMedia>(),
    footer: text('footer'),
    buttons: jsonb('buttons').$type<string[]>().notNull().default([]),
    status: text('status').$type<TemplateStatus>().notNull().default('PENDING'),
    rejectionReason: text('rejection_reason'),
    externalId: text('external_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_templates_instance_name_key').on(t.instanceId, t.name, t.language),
    index('message_templates_org_idx').on(t.organizationId),
  ],
);
