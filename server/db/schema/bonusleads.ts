import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tenantId, ts } from './columns';
import { leads } from './conversations';
import { users } from './tenancy';

/**
 * What happened to a lead, newest last: a move on the board (status), the AI's qualification, a
 * hand-over to another seller (assignment). `actorUserId` is null when the system did it (the AI,
 * the idle-lead redistribution); `actorName` keeps the name shown even after the user is gone.
 */
export const leadHistory = pgTable(
  'lead_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'status' | 'qualification' | 'assignment'>().notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    fromUserId: uuid('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    toUserId: uuid('to_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('lead_history_lead_idx').on(t.leadId, t.createdAt)],
);

/** A five-star review a customer left for a seller, recorded by an admin (bonus category google_reviews). */
export const sellerReviews = pgTable(
  'seller_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    reviewedOn: date('reviewed_on', { mode: 'string' }).notNull(),
    customerName: text('customer_name').notNull().default(''),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('seller_reviews_user_day_idx').on(t.organizationId, t.userId, t.reviewedOn)],
);
