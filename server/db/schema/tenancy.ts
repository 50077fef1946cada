import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A customer business (tenant). Every other row belongs to one. */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    address: text('address'),
    ownerEmail: text('owner_email'),
    ownerName: text('owner_name'),
    ownerPhone: text('owner_phone'),
    plan: text('plan').$type<'starter' | 'professional' | 'enterprise'>().notNull().default('starter'),
    subscriptionStatus: text('subscription_status')
      .$type<'active' | 'trialing' | 'past_due' | 'suspended' | 'canceled'>()
      .notNull()
      .default('trialing'),
    trialEndsAt: ts('trial_ends_at'),
    currentPeriodEnd: ts('current_period_end'),
    /** Master AI switch of the organization (the /settings page and the pipeline's first check). */
    globalAiEnabled: boolean('global_ai_enabled').notNull().default(true),
    timezone: text('timezone').notNull().default('America/Sao_Paulo'),
    leadRedistributionEnabled: boolean('lead_redistribution_enabled').notNull().default(true),
    /** Gateway credentials from the token dialog; encrypted. */
    evolutionApiUrl: text('evolution_api_url'),
    evolutionApiKeyEnc: text('evolution_api_key_enc'),
    evolutionTokenEnc: text('evolution_token_enc'),
    /** The /settings page values (backup, notifications, session timeout, allowed IPs…). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [uniqueIndex('organizations_slug_key').on(t.slug)],
);

/** Staff of an organization; super_admin is the platform owner. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<'vendedor' | 'admin' | 'super_admin'>().notNull().default('vendedor'),
    phone: text('phone'),
    lastLoginAt: ts('last_login_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Soft delete: data kept 30 days, then purged by a job. */
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_email_live_key').on(sql`lower(${t.email})`).where(sql`${t.deletedAt} is null`),
    index('users_org_idx').on(t.organizationId),
  ],
);

/** Outgoing e-mail (onboarding credentials); delivered by SMTP when configured, else kept here. */
export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: uuid('organization_id').references(() => organizations.id),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
  error: text('error'),
  createdAt: ts('created_at').notNull().defaultNow(),
  sentAt: ts('sent_at'),
});
