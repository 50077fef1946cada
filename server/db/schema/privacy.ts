import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantId, ts } from './columns';

/**
 * How long an organization keeps its customers' data (LGPD). Null keeps it. Conversations past
 * `conversationMonths` are erased like a contact's erasure request; media past `mediaDays` loses its
 * bytes. An organization without a row keeps everything.
 */
export const retentionSettings = pgTable('retention_settings', {
  organizationId: tenantId().primaryKey(),
  conversationMonths: integer('conversation_months'),
  mediaDays: integer('media_days'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The platform's legal texts (privacy policy, terms) in Markdown, edited by the super admin. */
export const legalTexts = pgTable('legal_texts', {
  kind: text('kind').$type<'privacy' | 'terms'>().primaryKey(),
  markdown: text('markdown').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
