import { boolean, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantId, ts } from './columns';
import { users } from './tenancy';

/** A monthly bonus an admin offers to the organization's sellers. */
export const bonusConfigurations = pgTable(
  'bonus_configurations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    type: text('type').notNull(),
    valueType: text('value_type').$type<'fixed' | 'percentage'>().notNull(),
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    targetValue: numeric('target_value', { precision: 12, scale: 2, mode: 'number' }),
    month: integer('month').notNull(),
    year: integer('year').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** sales_goals and general: count the sold leads, or sum their sale values (R$). */
    measure: text('measure').$type<'count' | 'sum'>().notNull().default('count'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('bonus_configurations_period_idx').on(t.organizationId, t.year, t.month)],
);

/** A seller's progress on one bonus. */
export const userBonuses = pgTable(
  'user_bonuses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    bonusConfigId: uuid('bonus_config_id')
      .notNull()
      .references(() => bonusConfigurations.id),
    isEnabled: boolean('is_enabled').notNull().default(true),
    achieved: boolean('achieved').notNull().default(false),
    progress: numeric('progress', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_bonuses_user_config_key').on(t.userId, t.bonusConfigId)],
);

/** Link to the vehicle-stock CRM (Autocerto). The password is encrypted and never returned. */
export const crmConfigs = pgTable(
  'crm_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    username: text('username').notNull(),
    passwordEnc: text('password_enc').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    syncInterval: integer('sync_interval').notNull().default(30),
    enableLeadSync: boolean('enable_lead_sync').notNull().default(true),
    enableStockSync: boolean('enable_stock_sync').notNull().default(true),
    enableAdminSync: boolean('enable_admin_sync').notNull().default(false),
    /** Which CRM adapter serves the organization: the partner's API or the built-in demo stock. */
    provider: text('provider').$type<'autocerto' | 'demo'>().notNull().default('demo'),
    /** The CRM's web address shown on /autocerto; null falls back to AUTOCERTO_WEB_URL. */
    webUrl: text('web_url'),
    /** The credit portal's address shown on /financeiras; null falls back to CREDIT_PORTAL_URL. */
    creditPortalUrl: text('credit_portal_url'),
    lastSync: ts('last_sync'),
    lastSyncStatus: text('last_sync_status'),
    lastSyncError: text('last_sync_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('crm_configs_org_key').on(t.organizationId)],
);
