import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '../../../contract/notifications';
import { tenantId, ts } from './columns';
import { users } from './tenancy';

/**
 * One signed-in session (one login): the token names it, so an idle session can be refused by the
 * server after the organization's timeout. `last_seen_at` moves at most once a minute.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    /** The browser's user agent at sign-in, so the sessions list can name the device. */
    userAgent: text('user_agent'),
    /** The address the session signed in from. */
    ip: text('ip'),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId), index('user_sessions_seen_idx').on(t.lastSeenAt)],
);

/** A user's own display preferences (dark theme, compact mode, animations). */
export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: tenantId(),
  darkMode: boolean('dark_mode'),
  compactMode: boolean('compact_mode').notNull().default(false),
  animations: boolean('animations').notNull().default(true),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A notice for one user (the header bell): what happened, and where it is handled. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [
    index('notifications_user_recent_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
