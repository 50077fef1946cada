import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './tenancy';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A subscription charge of an organization. There is no card processing: the platform owner
 * marks a charge paid when the money arrives. Overdue is read from `dueDate`, not stored.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    plan: text('plan').$type<'starter' | 'professional' | 'enterprise'>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    dueDate: ts('due_date').notNull(),
    paidAt: ts('paid_at'),
    paidByUserId: uuid('paid_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_org_due_idx').on(t.organizationId, t.dueDate),
    index('payments_due_idx').on(t.dueDate),
  ],
);

/** Who changed an organization's subscription, when, and from what to what. */
export const organizationChanges = pgTable(
  'organization_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull().default({}),
    after: jsonb('after').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('organization_changes_org_idx').on(t.organizationId, t.createdAt)],
);
