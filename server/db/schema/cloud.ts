import { boolean, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tenantId, ts } from './columns';
import { instances } from './instances';

/**
 * The official WhatsApp Cloud API side of an instance whose gateway is `cloud`: the number's ids in
 * Meta's account, the app secret that signs its webhooks (encrypted; the access token sits in
 * `instances.gateway_token_enc` like Evolution's key), the verify token Meta's app must echo, and
 * the number's facts as `GET /{phone-number-id}` last reported them.
 */
export const cloudNumbers = pgTable('cloud_numbers', {
  instanceId: uuid('instance_id')
    .primaryKey()
    .references(() => instances.id),
  organizationId: tenantId(),
  wabaId: text('waba_id').notNull(),
  appSecretEnc: text('app_secret_enc').notNull(),
  verifyToken: text('verify_token').notNull(),
  displayPhoneNumber: text('display_phone_number').notNull(),
  verifiedName: text('verified_name').notNull(),
  qualityRating: text('quality_rating').notNull(),
  messagingLimitTier: text('messaging_limit_tier'),
  /**
   * The number lives on the built-in Cloud API simulator (the demo's): its Graph calls go to the
   * simulator's configured address. Set by the server only, never from what a user typed.
   */
  simulated: boolean('simulated').notNull().default(false),
  /** The last template status and quality updates Meta posted, for the settings screen. */
  lastAccountEvent: jsonb('last_account_event').$type<Record<string, string | null>>(),
  checkedAt: ts('checked_at').notNull().defaultNow(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
