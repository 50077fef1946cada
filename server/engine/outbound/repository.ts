import { and, eq, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversations, instances, messageMedia, messages } from '../../db/schema';
import type { GatewayInstanceRow } from '../../gateways/resolve';

/** Who wrote a message of ours: the engine's origins, and the operator's from the inbox. */
export type OutboundOrigin = 'ai' | 'followup' | 'system';
export type SendOrigin = OutboundOrigin | 'human';

/** The conversation a send belongs to, with what its instance's gateway needs. */
export interface OutboundTarget {
  conversationId: string;
  contactNumber: string;
  contactJid: string | null;
  instance: GatewayInstanceRow & { id: string };
}

export async function findOutboundTarget(
  db: DbOrTx,
  tenantId: string,
  input: { instanceId: string; conversationId: string },
): Promise<OutboundTarget | null> {
  const [row] = await db
    .select({
      conversationId: conversations.id,
      contactNumber: conversations.contactNumber,
      contactJid: conversations.contactJid,
      instanceId: instances.id,
      gateway: instances.gateway,
      gatewayInstanceName: instances.gatewayInstanceName,
      gatewayTokenEnc: instances.gatewayTokenEnc,
    })
    .from(conversations)
    .innerJoin(instances, eq(instances.id, conversations.instanceId))
    .where(
      and(
        eq(conversations.id, input.conversationId),
        eq(conversations.organizationId, tenantId),
        eq(conversations.instanceId, input.instanceId),
        isNull(instances.deletedAt),
      ),
    );
  if (!row) return null;
  const { instanceId, gateway, gatewayInstanceName, gatewayTokenEnc, ...conversation } = row;
  return {
    ...conversation,
    instance: { id: instanceId, organizationId: tenantId, gateway, gatewayInstanceName, gatewayTokenEnc },
  };
}

export interface PendingOutbound {
  conversationId: string;
  instanceId: string;
  origin: OutboundOrigin;
  content: string;
  /** A voice note, or a photo (`content` is then its caption): the bytes are kept for the inbox. */
  media: { type: 'audio' | 'image'; bytes: Buffer; mimetype: string } | null;
  timestamp: Date;
}

/** Stored before the gateway is asked, so nothing is lost if the send or this process fails. */
export async function insertPendingOutbound(
  db: DbOrTx,
  tenantId: string,
  message: PendingOutbound,
): Promise<string> {
  const [row] = await db
    .insert(messages)
    .values({
      organizationId: tenantId,
      conversationId: message.conversationId,
      instanceId: message.instanceId,
      direction: 'out',
      origin: message.origin,
      content: message.content,
      mediaType: message.media?.type ?? null,
      mediaMimetype: message.media?.mimetype ?? null,
      mediaSize: message.media?.bytes.length ?? null,
      status: 'pending',
      timestamp: message.timestamp,
    })
    .returning({ id: messages.id });
  if (!row) throw new Error('insert returned no row');
  if (message.media) await db.insert(messageMedia).values({ messageId: row.id, data: message.media.bytes });
  return row.id;
}

/**
 * `insertPendingOutbound` of a text message as a part of the caller's statement: the row is written
 * only when `from` (a `from … where …` clause over the caller's tables) yields one, and the
 * statement answers its id. The reply job stores each part this way in its check before the part,
 * so the check and the store are one round trip. The values are the prepared check's placeholders
 * (the time as `timestamptz` text).
 */
export function pendingOutboundInsertQuery(
  tenantId: Placeholder,
  message: Pick<PendingOutbound, 'origin'> & {
    conversationId: Placeholder;
    instanceId: Placeholder;
    content: Placeholder;
    timestamp: Placeholder;
  },
  from: SQL,
): SQL {
  const columns = [
    messages.organizationId,
    messages.conversationId,
    messages.instanceId,
    messages.direction,
    messages.origin,
    messages.content,
    messages.status,
    messages.timestamp,
  ].map((column) => sql.identifier(column.name));
  return sql`insert into ${messages} (${sql.join(columns, sql`, `)})
    select ${tenantId}::uuid, ${message.conversationId}::uuid, ${message.instanceId}::uuid, 'out',
      ${message.origin}, ${message.content}, 'pending', ${message.timestamp}::timestamptz
    ${from}
    returning ${messages.id}`;
}

/** A pending message stored ahead of its send that will not go after all: it never existed for anyone. */
export async function discardPendingOutbound(db: DbOrTx, tenantId: string, messageId: string): Promise<void> {
  await db
    .delete(messages)
    .where(
      and(eq(messages.id, messageId), eq(messages.organizationId, tenantId), eq(messages.status, 'pending')),
    );
}

/** The update that marks our message sent, for the statement that records the send (send-stored.ts). */
export function markOutboundSentQuery(
  db: DbOrTx,
  tenantId: string,
  messageId: string,
  sent: { gatewayMessageId: string | null; status: 'sent' | 'delivered' | 'read' },
) {
  return db
    .update(messages)
    .set({
      gatewayMessageId: sent.gatewayMessageId,
      // A receipt that arrived first (delivered, read) is never moved back.
      status: sql`case when ${messages.status} in ('delivered', 'read') then ${messages.status} else ${sent.status} end`,
      error: null,
    })
    .where(and(eq(messages.id, messageId), eq(messages.organizationId, tenantId)))
    .returning({ id: messages.id });
}

export async function markOutboundFailed(
  db: DbOrTx,
  tenantId: string,
  messageId: string,
  error: string,
): Promise<void> {
  await db
    .update(messages)
    .set({ status: 'failed', error })
    .where(and(eq(messages.id, messageId), eq(messages.organizationId, tenantId)));
}

/**
 * Our message went out: it becomes the card's last message (unless a newer customer message came
 * in meanwhile). Unlike an operator's reply, the AI's own messages never pause the AI.
 */
export function outboundOnConversationQuery(
  db: DbOrTx,
  tenantId: string,
  conversationId: string,
  outbound: { preview: string; kind: 'text' | 'audio' | 'image'; at: Date },
  /** More columns of the same row, set by the caller (the follow-up ladder's count). */
  alsoSet: Record<string, SQL> = {},
) {
  const at = sql`${outbound.at.toISOString()}::timestamptz`;
  const isNewest = sql`(${conversations.lastMessageAt} is null or ${conversations.lastMessageAt} <= ${at})`;
  return db
    .update(conversations)
    .set({
      lastMessage: sql`case when ${isNewest} then ${outbound.preview} else ${conversations.lastMessage} end`,
      lastMessageType: sql`case when ${isNewest} then ${outbound.kind} else ${conversations.lastMessageType} end`,
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${at})`,
      lastOutboundAt: sql`greatest(${conversations.lastOutboundAt}, ${at})`,
      // Someone answered: the card no longer needs attention.
      needsAttentionAt: null,
      attentionReason: null,
      updatedAt: outbound.at,
      ...alsoSet,
    })
    .where(and(eq(conversations.id, conversationId), eq(conversations.organizationId, tenantId)))
    .returning();
}
