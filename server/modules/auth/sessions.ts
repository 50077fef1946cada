import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations, userSessions } from '../../db/schema';
import { forbidden, unauthorized } from '../../lib/errors';
import { IP_REFUSED_MESSAGE, isIpAllowed } from '../../lib/ip-allow';
import { parseStoredSettings } from '../../lib/org-settings';

/** Activity moves `last_seen_at` at most this often: one write a minute per session, not per call. */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

export const SESSION_IDLE_MESSAGE = 'Sessão encerrada por inatividade. Entre novamente.';

/** Refuses an address outside the organization's allowed IPs (403 with a clear message). */
export function assertIpAllowed(allowedIps: string, ip: string): void {
  if (!isIpAllowed(allowedIps, ip)) throw forbidden(IP_REFUSED_MESSAGE, 'ip_not_allowed');
}

/** Opens a session at sign-in; its id goes into the token. */
export async function startSession(
  db: DbOrTx,
  user: { id: string; organizationId: string },
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(userSessions)
    .values({ userId: user.id, organizationId: user.organizationId, createdAt: now, lastSeenAt: now })
    .returning({ id: userSessions.id });
  if (!row) throw new Error('session insert returned no row');
  return row.id;
}

/**
 * The session check of every authenticated call: the caller's address must be allowed, and the
 * session must not have been idle longer than the organization's timeout (then it ends: 401).
 * A token without a session id (signed before sessions existed) gets only the address check.
 */
export async function checkSession(
  db: DbOrTx,
  claims: { sub: string; org: string; sid?: string },
  ip: string | undefined,
  now: Date,
): Promise<void> {
  if (!claims.sid) {
    const [org] = await db
      .select({ settings: organizations.settings })
      .from(organizations)
      .where(eq(organizations.id, claims.org));
    if (ip !== undefined) assertIpAllowed(parseStoredSettings(org?.settings).allowedIps, ip);
    return;
  }
  const [row] = await db
    .select({ lastSeenAt: userSessions.lastSeenAt, settings: organizations.settings })
    .from(userSessions)
    .innerJoin(organizations, eq(organizations.id, userSessions.organizationId))
    .where(and(eq(userSessions.id, claims.sid), eq(userSessions.userId, claims.sub)));
  if (!row) throw unauthorized(SESSION_IDLE_MESSAGE, 'session_ended');
  const settings = parseStoredSettings(row.settings);
  if (ip !== undefined) assertIpAllowed(settings.allowedIps, ip);
  const idleMs = now.getTime() - row.lastSeenAt.getTime();
  if (idleMs > settings.sessionTimeout * 60_000) {
    await db.delete(userSessions).where(eq(userSessions.id, claims.sid));
    throw unauthorized(SESSION_IDLE_MESSAGE, 'session_idle');
  }
  if (idleMs >= ACTIVITY_WRITE_INTERVAL_MS) {
    await db
      .update(userSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(userSessions.id, claims.sid), lt(userSessions.lastSeenAt, now)));
  }
}

/** Ends a session (sign-out). */
export async function endSession(db: DbOrTx, userId: string, sessionId: string): Promise<void> {
  await db.delete(userSessions).where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId)));
}
