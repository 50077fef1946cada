import { and, eq, isNull } from 'drizzle-orm';
import type { RealtimeEvent } from '../../contract/realtime';
import type { Db } from '../db/client';
import { instances, leads } from '../db/schema';
import { type AuthContext, isAdmin } from '../lib/auth-context';

/** How long a seller's sets of own instances and handed-over conversations are trusted before an unknown id re-reads them. */
const TRUST_MS = 5_000;

/**
 * Which events a socket may see: the whole organization for admins; for a vendedor, the events of
 * the instances it owns and of the conversations whose lead was handed to it (the same rule as the
 * REST routes' `visibleConversation`), plus its own notices and lead hand-overs.
 */
export function eventFilter(db: Db, auth: AuthContext): (event: RealtimeEvent) => Promise<boolean> {
  if (isAdmin(auth)) {
    return async (event) =>
      event.type !== 'sessions_ended' &&
      (event.type !== 'notification_created' || event.userId === auth.userId);
  }
  const ownInstance = trustedSet(() => ownInstanceIds(db, auth));
  const handedOver = trustedSet(() => handedOverConversationIds(db, auth));
  return async (event) => {
    // A user's notice reaches that user's screens only, whatever the role.
    if (event.type === 'notification_created') return event.userId === auth.userId;
    if (event.type === 'sessions_ended') return false;
    if (event.type === 'lead_assigned') {
      if (event.toUserId === auth.userId) handedOver.add(event.conversationId);
      else if (event.fromUserId === auth.userId) handedOver.remove(event.conversationId);
      if (event.toUserId === auth.userId || event.fromUserId === auth.userId) return true;
    }
    if (await ownInstance.has(event.instanceId)) return true;
    return 'conversationId' in event && typeof event.conversationId === 'string'
      ? handedOver.has(event.conversationId)
      : false;
  };
}

/** A set read from the database, re-read when an unknown member is asked for after `TRUST_MS`. */
function trustedSet(load: () => Promise<string[]>) {
  let members = new Set<string>();
  let loadedAt = Number.NEGATIVE_INFINITY;
  return {
    async has(id: string): Promise<boolean> {
      if (members.has(id)) return true;
      if (Date.now() - loadedAt > TRUST_MS) {
        members = new Set(await load());
        loadedAt = Date.now();
      }
      return members.has(id);
    },
    add: (id: string) => members.add(id),
    remove: (id: string) => members.delete(id),
  };
}

async function ownInstanceIds(db: Db, auth: AuthContext): Promise<string[]> {
  const rows = await db
    .select({ id: instances.id })
    .from(instances)
    .where(
      and(
        eq(instances.organizationId, auth.organizationId),
        eq(instances.userId, auth.userId),
        isNull(instances.deletedAt),
      ),
    );
  return rows.map((row) => row.id);
}

async function handedOverConversationIds(db: Db, auth: AuthContext): Promise<string[]> {
  const rows = await db
    .select({ id: leads.conversationId })
    .from(leads)
    .where(and(eq(leads.organizationId, auth.organizationId), eq(leads.assignedUserId, auth.userId)));
  return rows.map((row) => row.id);
}
