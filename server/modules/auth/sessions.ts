import { and, desc, eq, lt, ne, type SQL } from 'drizzle-orm';
import type { RealtimeEvent } from '../../../contract/realtime';
import type { UserSession } from '../../../contract/sessions';
import type { DbOrTx } from '../../db/client';
import { organizations, userSessions } from '../../db/schema';
import { forbidden, unauthorized } from '../../lib/errors';
import { IP_REFUSED_MESSAGE, isIpAllowed } from '../../lib/ip-allow';
import { parseStoredSettings } from '../../lib/org-settings';
import { type AuditActor, recordAudit } from '../audit/record';
import { describeDevice } from './device';

/** Activity moves `last_seen_at` at most this often: one write a minute per session, not per call. */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

export const SESSION_IDLE_MESSAGE = 'Sessão encerrada por inatividade. Entre novamente.';

/** Refuses an address outside the organization's allowed IPs (403 with a clear message). */
export function assertIpAllowed(allowedIps: string, ip: string): void {
  if (!isIpAllowed(allowedIps, ip)) throw forbidden(IP_REFUSED_MESSAGE, 'ip_not_allowed');
}

/** Where a sign-in came from, shown in the user's sessions list. */
export interface SessionOrigin {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** Opens a session at sign-in; its id goes into the token. */
export async function startSession(
  db: DbOrTx,
  user: { id: string; organizationId: string },
  now: Date,
  origin: SessionOrigin = {},
): Promise<string> {
  const [row] = await db
    .insert(userSessions)
    .values({
      userId: user.id,
      organizationId: user.organizationId,
      createdAt: now,
      lastSeenAt: now,
      userAgent: origin.userAgent?.slice(0, 500) ?? null,
      ip: origin.ip ?? null,
    })
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

/** The user's open sessions, the most recently active first; `currentId` is the caller's. */
export async function listSessions(
  db: DbOrTx,
  userId: string,
  currentId: string | undefined,
): Promise<UserSession[]> {
  const rows = await db
    .select()
    .from(userSessions)
    .where(eq(userSessions.userId, userId))
    .orderBy(desc(userSessions.lastSeenAt), desc(userSessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentId,
  }));
}

/** How ended sessions are announced to every server process (their caches and sockets). */
export interface SessionEvents {
  publish(organizationId: string, event: RealtimeEvent, tx?: DbOrTx): Promise<void>;
}

/**
 * Ends the user's sessions that match `which` (all of them without it) and announces it, in the
 * caller's transaction when there is one: each process forgets the remembered sessions and closes
 * their sockets. Answers the ended sessions' ids. One function for every way a session ends, so
 * the audit log has one place to record it.
 */
export async function endSessions(
  db: DbOrTx,
  events: SessionEvents,
  user: { id: string; organizationId: string },
  which?: SQL,
  actor?: AuditActor,
): Promise<string[]> {
  const rows = await db
    .delete(userSessions)
    .where(and(eq(userSessions.userId, user.id), which))
    .returning({ id: userSessions.id });
  const sessionIds = rows.map((row) => row.id);
  if (sessionIds.length > 0) {
    await events.publish(user.organizationId, { type: 'sessions_ended', userId: user.id, sessionIds }, db);
    if (actor) {
      const target = { type: 'user', id: user.id };
      await recordAudit(db, { ...actor, action: 'auth.session_ended', target, extra: { sessionIds } });
    }
  }
  return sessionIds;
}

/** One session of the user (sign-out, the sessions list); false when the user has no such session. */
export async function endSession(
  db: DbOrTx,
  events: SessionEvents,
  user: { id: string; organizationId: string },
  sessionId: string,
  actor?: AuditActor,
): Promise<boolean> {
  const ended = await endSessions(db, events, user, eq(userSessions.id, sessionId), actor);
  return ended.length > 0;
}

/** Every session of the user but `keepId` ("sair de todos", a password change); all without it. */
export function endOtherSessions(
  db: DbOrTx,
  events: SessionEvents,
  user: { id: string; organizationId: string },
  keepId: string | undefined,
  actor?: AuditActor,
): Promise<string[]> {
  return endSessions(db, events, user, keepId ? ne(userSessions.id, keepId) : undefined, actor);
}
