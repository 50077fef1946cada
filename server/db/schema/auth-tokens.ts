import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantId, ts } from './columns';
import { users } from './tenancy';

/**
 * A single-use link that lets a user set a new password without signing in (a new shop's owner
 * when the platform has no SMTP; later, a forgotten password). Only the SHA-256 of the token is
 * kept: the link is shown or sent once and cannot be read back from the database.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * What the token allows: `set_password` (the first one), `reset_password` (a forgotten one),
     * `two_factor` (the second step of a sign-in whose password was right).
     */
    purpose: text('purpose').$type<'set_password' | 'reset_password' | 'two_factor'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** Set when the token is spent; a spent token is refused. */
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_key').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId).where(sql`${t.usedAt} is null`),
  ],
);
