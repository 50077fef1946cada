import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import { SECRET_MASK } from '../../../contract/audit';
import type { Db, DbOrTx } from '../../db/client';
import { authTokens, users } from '../../db/schema';
import { validationError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { type AuditActor, recordAudit } from '../audit/record';
import { endOtherSessions, type SessionEvents } from './sessions';

/**
 * Single-use links to set a password without signing in. The token travels only in the link; the
 * database keeps its SHA-256, so a leaked backup opens no account. Spending one is one conditional
 * update: two tabs sending the same link cannot both set a password.
 */

export type PasswordTokenPurpose = (typeof authTokens.$inferInsert)['purpose'];

const DAY_MS = 86_400_000;
/** A new shop's owner may open the wizard's link during the first week. */
export const SET_PASSWORD_TOKEN_TTL_MS = 7 * DAY_MS;
/** A forgotten password's link is short-lived: it travels by e-mail. */
export const RESET_PASSWORD_TOKEN_TTL_MS = 30 * 60_000;

/** The purposes whose token lets its bearer choose a password. */
const PASSWORD_PURPOSES: PasswordTokenPurpose[] = ['set_password', 'reset_password'];

export const INVALID_TOKEN_MESSAGE = 'Este link expirou ou já foi usado. Peça um novo link ao suporte.';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The page where the token's owner types the new password. */
export const setPasswordUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

/**
 * A new token for the user (in the caller's transaction); the user's earlier unspent tokens of the
 * same purpose are spent, so only the newest link works. Answers the token itself, shown once.
 */
export async function issuePasswordToken(
  db: DbOrTx,
  user: { id: string; organizationId: string },
  purpose: PasswordTokenPurpose,
  ttlMs: number,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, user.id), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
  await db.insert(authTokens).values({
    organizationId: user.organizationId,
    userId: user.id,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttlMs),
    createdAt: now,
  });
  return token;
}

/** The row of `token`, of the purposes `purposeIs` allows, not spent and not expired at `now`. */
const isLive = (token: string, purposeIs: SQL, now: Date) =>
  and(
    eq(authTokens.tokenHash, hashToken(token)),
    purposeIs,
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
  );

/**
 * Spends the token and sets the user's password; the user's sessions end (whoever knew the old
 * password is signed out). An unknown, spent or expired token, a token of another purpose (a
 * sign-in's 2FA challenge), or a deleted user, is a 400 on `token`.
 */
export async function setPasswordWithToken(
  db: Db,
  events: SessionEvents,
  token: string,
  password: string,
  source: AuditActor,
): Promise<void> {
  const now = source.at;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(authTokens)
      .set({ usedAt: now })
      .where(isLive(token, inArray(authTokens.purpose, PASSWORD_PURPOSES), now))
      .returning({ userId: authTokens.userId });
    if (!spent) throw validationError('token', INVALID_TOKEN_MESSAGE);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, spent.userId), isNull(users.deletedAt)))
      .returning({
        id: users.id,
        organizationId: users.organizationId,
        email: users.email,
        role: users.role,
      });
    if (!user) throw validationError('token', INVALID_TOKEN_MESSAGE);
    // The link's bearer acts as its user: the record names them, with the address the link came from.
    const actor = {
      ...source,
      organizationId: user.organizationId,
      userId: user.id,
      role: user.role,
      label: user.email,
    };
    const target = { type: 'user', id: user.id, label: user.email };
    await recordAudit(tx, {
      ...actor,
      action: 'auth.password_reset',
      target,
      changes: { password: { before: SECRET_MASK, after: SECRET_MASK } },
    });
    await endOtherSessions(tx, events, user, undefined, actor);
  });
}

/** The user of a live (unspent, unexpired) token of `purpose`, without spending it; undefined otherwise. */
export async function findLiveToken(
  db: DbOrTx,
  token: string,
  purpose: PasswordTokenPurpose,
  now: Date,
): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(isLive(token, eq(authTokens.purpose, purpose), now));
  return row;
}

/** Spends a live token of `purpose` in one conditional update; false when it was not live. */
export async function spendToken(
  db: DbOrTx,
  token: string,
  purpose: PasswordTokenPurpose,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(isLive(token, eq(authTokens.purpose, purpose), now))
    .returning({ id: authTokens.id });
  return rows.length > 0;
}
