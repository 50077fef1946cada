import { and, eq, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversations, instances, leads } from '../../db/schema';
import type { GatewayInstanceRow } from '../../gateways/resolve';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import type { InstanceScope } from '../instances/repository';
import { scopeOf } from '../instances/service';

/**
 * Who may see a conversation: its instance must be a live one of the tenant and, for a seller, one
 * it owns (DESIGN §3). Every inbox query joins `instances` and adds this condition, so a row the
 * caller may not see is simply not found (404), whichever tenant or seller it belongs to.
 */
/** A value, or a placeholder filled when a prepared statement runs (the inbox page's). */
type Bound = string | Placeholder;

export function visibleInstance(tenantId: Bound, scope: { ownerId?: Bound }): SQL {
  const conditions = [eq(instances.organizationId, tenantId), isNull(instances.deletedAt)];
  if (scope.ownerId) conditions.push(eq(instances.userId, scope.ownerId));
  return and(...conditions) as SQL;
}

/**
 * Who may see a conversation: `visibleInstance`, and for a seller also the conversations whose
 * lead was handed to it (the idle-lead redistribution moves a lead to a seller of another number).
 * Queries using it join `instances` on the conversation's instance.
 */
export function visibleConversation(tenantId: Bound, scope: { ownerId?: Bound }): SQL {
  if (!scope.ownerId) return visibleInstance(tenantId, scope);
  const handedOver = sql`exists (select 1 from ${leads} where ${leads.conversationId} = ${conversations.id} and ${leads.assignedUserId} = ${scope.ownerId})`;
  return and(
    eq(instances.organizationId, tenantId),
    isNull(instances.deletedAt),
    or(eq(instances.userId, scope.ownerId), handedOver),
  ) as SQL;
}

/** The instance ids a caller may see, as a subquery for `instance_id in (…)` in updates. */
export function visibleInstanceIds(db: DbOrTx, tenantId: string, scope: InstanceScope) {
  return db.select({ id: instances.id }).from(instances).where(visibleInstance(tenantId, scope));
}

export const conversationNotFound = () => notFound('Conversa não encontrada');

/** A conversation the caller may see, with what sending and read receipts need of its instance. */
export interface ConversationAccess {
  id: string;
  organizationId: string;
  instanceId: string;
  contactNumber: string;
  contactJid: string | null;
  contactName: string;
  unreadCount: number;
  isAiActive: boolean;
  instance: GatewayInstanceRow;
}

export async function findVisibleConversation(
  db: DbOrTx,
  tenantId: string,
  scope: InstanceScope,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ConversationAccess | undefined> {
  const query = db
    .select({
      id: conversations.id,
      organizationId: conversations.organizationId,
      instanceId: conversations.instanceId,
      contactNumber: conversations.contactNumber,
      contactJid: conversations.contactJid,
      contactName: conversations.contactName,
      unreadCount: conversations.unreadCount,
      isAiActive: conversations.isAiActive,
      instance: {
        organizationId: instances.organizationId,
        gateway: instances.gateway,
        gatewayInstanceName: instances.gatewayInstanceName,
        gatewayTokenEnc: instances.gatewayTokenEnc,
      },
    })
    .from(conversations)
    .innerJoin(instances, eq(instances.id, conversations.instanceId))
    .where(
      and(
        eq(conversations.id, id),
        eq(conversations.organizationId, tenantId),
        visibleConversation(tenantId, scope),
      ),
    );
  const [row] = options.lock ? await query.for('update', { of: conversations }) : await query;
  return row;
}

/** The conversation when the caller may see it; 404 otherwise, another tenant's included. */
export async function requireVisibleConversation(
  db: DbOrTx,
  actor: AuthContext,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ConversationAccess> {
  const row = await findVisibleConversation(db, actor.organizationId, scopeOf(actor), id, options);
  if (!row) throw conversationNotFound();
  return row;
}
