import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { messages } from '../../db/schema';

/** Statuses a receipt can set on one of our messages. */
export type OutboundStatus = 'pending' | 'sent' | 'delivered' | 'read' | 'failed';

/**
 * Receipts arrive late, twice and out of order, so a status only ever moves forward:
 * pending < sent < delivered < read. A send we marked failed (the gateway timed out) can still prove
 * to have left when its receipt arrives, so 'failed' ranks with 'pending'; and 'failed' itself only
 * replaces 'pending'. A customer's message ('received') is never changed by a receipt.
 */
const RANK: Record<Exclude<OutboundStatus, 'failed'>, number> = {
  pending: 1,
  sent: 2,
  delivered: 3,
  read: 4,
};

const storedRank = sql`case ${messages.status}
  when 'pending' then 1 when 'failed' then 1 when 'sent' then 2 when 'delivered' then 3 when 'read' then 4
  else 99 end`;

function nextStatus(status: OutboundStatus, failedWithReason: boolean) {
  if (status === 'failed' && failedWithReason) {
    // The Cloud API accepts a send ('sent') and may refuse it later with a reason (outside the 24 h
    // window, say): that refusal is news, unless the customer has already read the message.
    return sql`case when ${messages.status} in ('read', 'received') then ${messages.status} else 'failed' end`;
  }
  if (status === 'failed') {
    return sql`case when ${messages.status} = 'pending' then 'failed' else ${messages.status} end`;
  }
  return sql`case when ${storedRank} < ${RANK[status]} then ${status} else ${messages.status} end`;
}

export interface StatusChange {
  messageId: string;
  conversationId: string;
  /** The status after the receipt (unchanged when the receipt was older news). */
  status: string;
}

/**
 * Applies a receipt to the instance's message with that gateway id, in one statement. Null when the
 * instance has no such message (a receipt for a message sent outside our app before it reached us).
 */
export async function applyMessageStatus(
  tx: Tx,
  tenantId: string,
  instanceId: string,
  gatewayMessageId: string,
  status: OutboundStatus,
  /** Why a failed message failed (pt-BR), when the gateway said: kept in the message's `error`. */
  error: string | null = null,
): Promise<StatusChange | null> {
  const failedWithReason = status === 'failed' && error !== null;
  const [row] = await tx
    .update(messages)
    .set({ status: nextStatus(status, failedWithReason), ...(failedWithReason ? { error } : {}) })
    .where(
      and(
        eq(messages.organizationId, tenantId),
        eq(messages.instanceId, instanceId),
        eq(messages.gatewayMessageId, gatewayMessageId),
      ),
    )
    .returning({ messageId: messages.id, conversationId: messages.conversationId, status: messages.status });
  return row ?? null;
}
