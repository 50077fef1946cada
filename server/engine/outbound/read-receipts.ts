import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { messages } from '../../db/schema';
import { type GatewayInstanceRow, gatewayForInstance, type ResolvedGateway } from '../../gateways/resolve';
import type { EngineDeps } from '../deps';
import { findOutboundTarget, type OutboundTarget } from './repository';
import type { OutboundRoute, WithSent } from './types';

/** Receipts sent for one answer at most; older unread messages are implied read by WhatsApp. */
const MAX_RECEIPTS_PER_ANSWER = 50;

/**
 * The update that marks the newest `limit` unread customer messages of a conversation read and
 * answers their gateway ids, for the read receipts. Walks the conversation's time index from the
 * newest end.
 */
function markInboundReadQuery(db: DbOrTx, tenantId: string, conversationId: string, limit: number) {
  const unread: SQL = and(
    eq(messages.conversationId, conversationId),
    eq(messages.organizationId, tenantId),
    eq(messages.direction, 'in'),
    eq(messages.status, 'received'),
  ) as SQL;
  const newest = db
    .select({ id: messages.id })
    .from(messages)
    .where(unread)
    .orderBy(sql`${messages.timestamp} desc nulls last`, desc(messages.seq))
    .limit(limit);
  return db
    .update(messages)
    .set({ status: 'read' })
    .where(inArray(messages.id, newest))
    .returning({ gatewayMessageId: messages.gatewayMessageId });
}

/** Marks the newest `limit` unread customer messages read; answers their gateway ids. */
export async function markInboundRead(
  db: DbOrTx,
  tenantId: string,
  conversationId: string,
  limit: number,
): Promise<string[]> {
  const rows = await markInboundReadQuery(db, tenantId, conversationId, limit);
  return rows.flatMap((row) => (row.gatewayMessageId ? [row.gatewayMessageId] : []));
}

/**
 * `markAnsweredRead`'s marking made by the statement that records our reply sent (`WithSent`): its
 * column `receipts` answers the gateway ids (see `receiptIdsOf`).
 */
export function markAnsweredReadWithSend(
  db: DbOrTx,
  chat: { organizationId: string; conversationId: string },
): WithSent {
  const query = markInboundReadQuery(db, chat.organizationId, chat.conversationId, MAX_RECEIPTS_PER_ANSWER);
  return {
    ctes: [sql`read_receipts as (${query.getSQL()})`],
    columns: [
      sql`(select coalesce(json_agg(gateway_message_id) filter (where gateway_message_id is not null), '[]'::json) from read_receipts) as receipts`,
    ],
  };
}

/**
 * In the statement of `markAnsweredReadWithSend`: how many of the customer's messages it marked read
 * with a receipt to send (the length `receiptIdsOf` will answer), for a write of the same statement.
 */
export const READ_RECEIPTS_MARKED = sql`(select count(gateway_message_id) from read_receipts)`;

/** The gateway ids of `markAnsweredReadWithSend`'s column. */
export function receiptIdsOf(answer: Readonly<Record<string, unknown>> | undefined): string[] {
  const value = answer?.receipts;
  const ids = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** The chat a receipt goes to: the JID we received (…@lid included), else the number's. */
export type ReceiptTarget = Pick<OutboundTarget, 'conversationId' | 'contactJid' | 'contactNumber'> & {
  instance: GatewayInstanceRow;
};

/**
 * Tells the gateway these customer messages were read (blue ticks). A gateway that refuses costs a
 * log line only: receipts are never retried, the next reading sends the next ones.
 */
export async function sendReadReceipts(
  deps: Pick<EngineDeps, 'gateways' | 'log'>,
  target: ReceiptTarget,
  gatewayMessageIds: readonly string[],
  resolved?: ResolvedGateway | null,
): Promise<void> {
  if (gatewayMessageIds.length === 0) return;
  try {
    const { gateway, ref } = resolved ?? (await gatewayForInstance(deps, target.instance));
    const remoteJid = target.contactJid ?? `${target.contactNumber}@s.whatsapp.net`;
    await gateway.markRead(
      ref,
      gatewayMessageIds.map((gatewayMessageId) => ({ remoteJid, fromMe: false, gatewayMessageId })),
    );
  } catch (error) {
    deps.log.warn({ err: error, conversationId: target.conversationId }, 'read receipts not sent');
  }
}

/**
 * After the AI has answered, the customer's messages show as read, as they would if a person had
 * answered (the instance's `keepUnread` setting leaves them unread: the caller decides).
 */
export async function markAnsweredRead(
  deps: Pick<EngineDeps, 'db' | 'gateways' | 'log'>,
  chat: { organizationId: string; instanceId: string; conversationId: string },
  /** Where the reply went, when the caller has it: neither the chat nor the gateway is read again. */
  route?: OutboundRoute,
): Promise<number> {
  const target = route?.target ?? (await findOutboundTarget(deps.db, chat.organizationId, chat));
  if (!target) return 0;
  const ids = await markInboundRead(
    deps.db,
    chat.organizationId,
    chat.conversationId,
    MAX_RECEIPTS_PER_ANSWER,
  );
  await sendReadReceipts(deps, target, ids, route?.gateway);
  return ids.length;
}
