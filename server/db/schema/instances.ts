import { boolean, index, jsonb, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantId, ts } from './columns';
import { users } from './tenancy';

/** One WhatsApp number connected through a gateway. */
export const instances = pgTable(
  'instances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    notificationPhone: text('notification_phone'),
    notificationName: text('notification_name'),
    gateway: text('gateway').$type<'simulator' | 'evolution' | 'cloud'>().notNull().default('simulator'),
    /** Instance name on the gateway (Evolution's `instanceName`). */
    gatewayInstanceName: text('gateway_instance_name').notNull(),
    /** Evolution's per-instance key (`hash`), encrypted. */
    gatewayTokenEnc: text('gateway_token_enc'),
    /** Shared secret Evolution sends back on every webhook; checked at intake. */
    webhookSecret: text('webhook_secret').notNull(),
    isConnected: boolean('is_connected').notNull().default(false),
    connectionState: text('connection_state').notNull().default('close'),
    qrCode: text('qr_code'),
    qrUpdatedAt: ts('qr_updated_at'),
    aiEnabled: boolean('ai_enabled').notNull().default(true),
    bikerHubEnabled: boolean('biker_hub_enabled').notNull().default(false),
    globalAiEnabled: boolean('global_ai_enabled').notNull().default(true),
    globalFollowupEnabled: boolean('global_followup_enabled').notNull().default(true),
    consultorNotificationEnabled: boolean('consultor_notification_enabled').notNull().default(false),
    consultorNotificationPhone: text('consultor_notification_phone'),
    scrapingEnabled: boolean('scraping_enabled').notNull().default(false),
    scrapingUrl: text('scraping_url'),
    scrapingSchedule: text('scraping_schedule')
      .$type<'hourly' | 'daily' | 'manual'>()
      .notNull()
      .default('hourly'),
    /** Context given to the AI starts after this instant ("Reiniciar IA"). */
    aiMemoryResetAt: ts('ai_memory_reset_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('instances_org_idx').on(t.organizationId),
    index('instances_user_idx').on(t.userId),
    uniqueIndex('instances_gateway_name_key').on(t.gateway, t.gatewayInstanceName),
  ],
);

/** AI configuration of an instance (spec 1 §3). Keys are encrypted and returned masked. */
export const aiConfigs = pgTable('ai_configs', {
  instanceId: uuid('instance_id')
    .primaryKey()
    .references(() => instances.id),
  organizationId: tenantId(),
  provider: text('provider').$type<'openai' | 'gemini' | 'deepseek' | 'demo'>().notNull().default('openai'),
  model: text('model').notNull().default('gpt-4o-mini'),
  prompt: text('prompt').notNull().default(''),
  apiKeyEnc: text('api_key_enc'),
  baseUrl: text('base_url'),
  temperature: real('temperature').notNull().default(0.7),
  topP: real('top_p').notNull().default(1),
  isActive: boolean('is_active').notNull().default(true),
  qualificationProvider: text('qualification_provider').notNull().default('openai'),
  qualificationModel: text('qualification_model').notNull().default('gpt-4o-mini'),
  qualificationApiKeyEnc: text('qualification_api_key_enc'),
  qualificationTemperature: real('qualification_temperature').notNull().default(0.3),
  qualificationTopP: real('qualification_top_p').notNull().default(0.8),
  audioResponseEnabled: boolean('audio_response_enabled').notNull().default(false),
  audioVoice: text('audio_voice').notNull().default('fable'),
  audioSpeed: real('audio_speed').notNull().default(1),
  options: jsonb('options').$type<Record<string, boolean>>().notNull().default({}),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Behaviour settings of an instance (spec 1 §3 "System settings"), validated by contract/ before storing. */
export const instanceSettings = pgTable('instance_settings', {
  instanceId: uuid('instance_id')
    .primaryKey()
    .references(() => instances.id),
  organizationId: tenantId(),
  values: jsonb('values').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Text scraped from the instance's site, given to the AI as knowledge. */
export const scrapedKnowledge = pgTable('scraped_knowledge', {
  instanceId: uuid('instance_id')
    .primaryKey()
    .references(() => instances.id),
  organizationId: tenantId(),
  url: text('url').notNull(),
  content: text('content').notNull().default(''),
  status: text('status').$type<'ok' | 'failed'>().notNull().default('ok'),
  error: text('error'),
  fetchedAt: ts('fetched_at').notNull().defaultNow(),
});

/**
 * The built-in simulator gateway's side of the wire: what the business sent to a simulated
 * customer's phone, as the gateway was asked to deliver it (the simulator page shows these).
 */
export const simulatorMessages = pgTable(
  'simulator_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id),
    contactNumber: text('contact_number').notNull(),
    gatewayMessageId: text('gateway_message_id').notNull(),
    kind: text('kind').$type<'text' | 'audio' | 'image' | 'video' | 'document' | 'presence'>().notNull(),
    content: text('content').notNull().default(''),
    mediaMimetype: text('media_mimetype'),
    mediaBase64: text('media_base64'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('simulator_messages_chat_idx').on(t.instanceId, t.contactNumber, t.createdAt)],
);
