import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LeadSource } from '../../../contract/lead-source';
import { tenantId, ts } from './columns';
import { instances } from './instances';
import { users } from './tenancy';

/** An ad's referral as stored with the message (the gateways' `MessageReferral`). */
export interface MessageReferralRecord {
  sourceId: string | null;
  sourceType: string | null;
  sourceUrl: string | null;
  headline: string | null;
  body: string | null;
  ctwaClid: string | null;
  app: string | null;
}

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** One customer's chat on one instance. Also the anchor of its lead. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id),
    /** Digits only (from remoteJid, or remoteJidAlt for @lid chats). */
    contactNumber: text('contact_number').notNull(),
    contactJid: text('contact_jid'),
    contactName: text('contact_name').notNull().default(''),
    lastMessage: text('last_message'),
    lastMessageType: text('last_message_type').notNull().default('text'),
    lastMessageAt: ts('last_message_at'),
    lastCustomerMessageAt: ts('last_customer_message_at'),
    lastOutboundAt: ts('last_outbound_at'),
    unreadCount: integer('unread_count').notNull().default(0),
    isAiActive: boolean('is_ai_active').notNull().default(true),
    aiPausedReason: text('ai_paused_reason'),
    isFollowUpActive: boolean('is_follow_up_active').notNull().default(true),
    /** Per-conversation follow-up from the inbox: minutes and text. */
    followupTime: integer('followup_time'),
    followupMessage: text('followup_message'),
    followUpsSent: integer('follow_ups_sent').notNull().default(0),
    transferredToConsultantAt: ts('transferred_to_consultant_at'),
    /** A reply gave up here: a human should answer ("precisa de atenção"); cleared when one does. */
    needsAttentionAt: ts('needs_attention_at'),
    attentionReason: text('attention_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_instance_contact_key').on(t.instanceId, t.contactNumber),
    index('conversations_org_last_idx').on(t.organizationId, t.lastMessageAt.desc().nullsLast(), t.id),
    // No (instance, last message) index: every message moves last_message_at, so each such index
    // takes an entry per message; an instance's inbox is the organization's (conversations_org_last_idx)
    // filtered, and a lookup by instance takes conversations_instance_contact_key.
    // The inbox and board search a substring of the name or number: trigram indexes answer that
    // without reading every conversation of the organization.
    index('conversations_name_trgm_idx').using('gin', t.contactName.op('gin_trgm_ops')),
    index('conversations_number_trgm_idx').using('gin', t.contactNumber.op('gin_trgm_ops')),
    // Reports read the conversations started in a period.
    index('conversations_org_created_idx').on(t.organizationId, t.createdAt),
  ],
);

/** A WhatsApp message, inbound or outbound. Media bytes live in message_media. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id),
    /** The gateway's message id (key.id); unique per instance so redeliveries are not stored twice. */
    gatewayMessageId: text('gateway_message_id'),
    direction: text('direction').$type<'in' | 'out'>().notNull(),
    origin: text('origin').$type<'contact' | 'ai' | 'human' | 'followup' | 'system'>().notNull(),
    /** Operator name for human messages. */
    senderName: text('sender_name'),
    senderUserId: uuid('sender_user_id').references(() => users.id),
    content: text('content').notNull().default(''),
    mediaType: text('media_type').$type<'image' | 'audio' | 'video' | 'document' | 'sticker'>(),
    mediaMimetype: text('media_mimetype'),
    mediaFilename: text('media_filename'),
    mediaSize: bigint('media_size', { mode: 'number' }),
    /** The gateway's own id of the media when it is fetched by that rather than by the message (Cloud API). */
    mediaGatewayId: text('media_gateway_id'),
    quotedGatewayMessageId: text('quoted_gateway_message_id'),
    /**
     * The click-to-WhatsApp ad the customer came from, as the gateway reported it with this message:
     * on the Cloud API it opens a 72-hour service window instead of 24.
     */
    referral: jsonb('referral').$type<MessageReferralRecord>(),
    status: text('status')
      .$type<'received' | 'pending' | 'sent' | 'delivered' | 'read' | 'failed'>()
      .notNull()
      .default('received'),
    error: text('error'),
    /** What a received voice note says, when the AI provider could transcribe it. */
    transcription: text('transcription'),
    /**
     * Set on a line of the chat's timeline that is no WhatsApp message (origin `system`, never sent):
     * `ai_action` is something the AI did with a tool, e.g. booked a test drive.
     */
    event: text('event').$type<'ai_action'>(),
    /** WhatsApp's own timestamp: the order of the chat. */
    timestamp: ts('timestamp').notNull(),
    /**
     * Arrival order, assigned by the database at insert: WhatsApp times are whole seconds, so
     * messages of one second are ordered by this (intake and our own sends alike).
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_instance_gateway_id_key')
      .on(t.instanceId, t.gatewayMessageId)
      .where(sql`${t.gatewayMessageId} is not null`),
    index('messages_conversation_time_idx').on(t.conversationId, t.timestamp.desc(), t.seq.desc()),
    index('messages_org_created_idx').on(t.organizationId, t.createdAt),
    // Reports read the messages of a period by their WhatsApp time.
    index('messages_org_time_idx').on(t.organizationId, t.timestamp),
  ],
);

export const messageMedia = pgTable('message_media', {
  messageId: uuid('message_id')
    .primaryKey()
    .references(() => messages.id, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
});

/** Internal notes on a conversation; never sent to the customer. */
export const conversationNotes = pgTable(
  'conversation_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    authorId: uuid('author_id').references(() => users.id),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('conversation_notes_conv_idx').on(t.conversationId, t.createdAt)],
);

/** The lead of a conversation, on the five-column board. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    assignedUserId: uuid('assigned_user_id').references(() => users.id),
    status: text('status')
      .$type<'new' | 'qualified' | 'negotiating' | 'closed_won' | 'closed_lost'>()
      .notNull()
      .default('new'),
    qualificationLevel: text('qualification_level').$type<'HOT' | 'WARM' | 'COLD'>(),
    aiQualificationScore: integer('ai_qualification_score'),
    lostReason: text('lost_reason'),
    soldChannel: text('sold_channel'),
    /** What the seller entered in the sold dialog: the sale's value (R$) and the extras sold with it. */
    saleValue: numeric('sale_value', { precision: 12, scale: 2, mode: 'number' }),
    saleItems: text('sale_items').array().notNull().default(sql`'{}'::text[]`),
    /** When the current seller got the lead; an idle spell is measured from here at the earliest. */
    assignedAt: ts('assigned_at'),
    /** The start of the idle spell the redistribution already acted on, so one spell moves a lead once. */
    redistributedSpellAt: ts('redistributed_spell_at'),
    statusChangedAt: ts('status_changed_at'),
    lastSellerActivityAt: ts('last_seller_activity_at'),
    /** When the customer first asked for a financing simulation (the AI's tool); /leadsok lists these. */
    financingInterestAt: ts('financing_interest_at'),
    /** Where the lead came from, set with its first message and never changed (issue 29); null before. */
    source: jsonb('source').$type<LeadSource>(),
    /** When the first message to a portal lead found the number is not on WhatsApp. */
    notOnWhatsappAt: ts('not_on_whatsapp_at'),
    /** When the first message to a portal lead on an official number found no approved template to send. */
    noFirstContactTemplateAt: ts('no_first_contact_template_at'),
    /**
     * Whether the contact accepts our proactive messages (issue 25): `opted_out` stops follow-ups
     * and reminders on every gateway; set by the contact's keywords or an operator.
     */
    consentStatus: text('consent_status')
      .$type<'unknown' | 'opted_in' | 'opted_out'>()
      .notNull()
      .default('unknown'),
    consentAt: ts('consent_at'),
    /** What set it: 'keyword', 'operator', 'import'. */
    consentSource: text('consent_source'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_conversation_key').on(t.conversationId),
    index('leads_org_status_idx').on(t.organizationId, t.status),
    // No index on the seller alone: every read by seller is within an organization and takes
    // leads_org_sold_idx (organization, seller, …); one fewer entry for each lead the intake creates.
    // Reports read the leads sold or lost in a period.
    index('leads_org_status_changed_idx').on(t.organizationId, t.statusChangedAt),
    index('leads_org_sold_idx').on(t.organizationId, t.assignedUserId, t.statusChangedAt),
    // The reports' aggregate job finds the days whose leads changed after they were built.
    index('leads_org_updated_idx').on(t.organizationId, t.updatedAt),
  ],
);
