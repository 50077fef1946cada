import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantId, ts } from './columns';
import { users } from './tenancy';

/**
 * A user's TOTP secret (RFC 6238), encrypted with the server's key. A row without `enabled_at` is
 * an enrolment under way: the QR was shown but no code confirmed it yet, so sign-in ignores it.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: tenantId(),
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: ts('enabled_at'),
  /** The 30-second step of the last accepted code: the same code cannot sign in twice. */
  lastStep: integer('last_step'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The ten one-time recovery codes of an enabled 2FA; only their SHA-256 is kept. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** Set when the code is spent; a spent code is refused. */
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('two_factor_recovery_user_idx').on(t.userId),
    uniqueIndex('two_factor_recovery_hash_key').on(t.userId, t.codeHash),
  ],
);
