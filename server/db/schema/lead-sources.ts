import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantId, ts } from './columns';
import { conversations, leads } from './conversations';
import { instances } from './instances';
import { messageTemplates } from './message-templates';

/**
 * A portal or site that posts its leads to us (issue 29): each has its own intake URL, whose token
 * is kept only as a hash (shown once, at creation and on rotation).
 */
export const leadSources = pgTable(
  'lead_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    name: text('name').notNull(),
    kind: text('kind').$type<'portal' | 'site'>().notNull(),
    /** The number that starts the conversation with the source's leads. */
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id),
    /** How long after a lead arrives the first message goes out. */
    replyDelaySeconds: integer('reply_delay_seconds').notNull().default(60),
    /**
     * The approved template of the first message on an official number, where the lead never wrote
     * and free text is refused (issue 25); null on Evolution numbers.
     */
    templateId: uuid('template_id').references(() => messageTemplates.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    revokedAt: ts('revoked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lead_sources_token_key').on(t.tokenHash),
    index('lead_sources_org_idx').on(t.organizationId),
  ],
);

/** One lead a source posted: what it said, the lead it became and how its first message went. */
export const leadIntakes = pgTable(
  'lead_intakes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    leadSourceId: uuid('lead_source_id')
      .notNull()
      .references(() => leadSources.id),
    contactNumber: text('contact_number').notNull(),
    /** The portal's listing id ('' when none): with the phone, what makes a repeat within 24 h. */
    listingId: text('listing_id').notNull().default(''),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    status: text('status')
      .$type<'pending' | 'sent' | 'not_on_whatsapp' | 'no_template' | 'failed'>()
      .notNull()
      .default('pending'),
    receivedAt: ts('received_at').notNull(),
    firstMessageAt: ts('first_message_at'),
  },
  (t) => [index('lead_intakes_repeat_idx').on(t.organizationId, t.contactNumber, t.listingId, t.receivedAt)],
);

/** What the shop spent on a source in a month (issue 29), entered by hand: the report's cost per sale. */
export const sourceCosts = pgTable(
  'source_costs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    /** The source's name as leads carry it (OLX, Instagram…); compared without case. */
    source: text('source').notNull(),
    /** `YYYY-MM`. */
    month: text('month').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('source_costs_org_source_month_key').on(t.organizationId, sql`lower(${t.source})`, t.month),
  ],
);
