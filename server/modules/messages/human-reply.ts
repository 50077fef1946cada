import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import type { ConversationAccess } from '../conversations/access';
import { recordOutboundMessage, touchSellerActivity } from '../conversations/activity';
import { AI_PAUSE_REASONS } from '../conversations/ai-pause';
import * as repo from './repository';

export interface AcceptedSend {
  messageId: string;
  gatewayMessageId: string | null;
  status: 'sent' | 'delivered' | 'read';
}

/**
 * What an operator's reply does once the gateway accepted it, in one transaction: the message is
 * sent, the conversation shows it as its last message, the AI steps back (spec 2 §4 'Sending': the
 * server does it, not a second call from the browser), the lead counts a seller's activity, and
 * every screen hears of it.
 */
async function record(
  app: FastifyInstance,
  tenantId: string,
  conversation: ConversationAccess,
  send: AcceptedSend,
) {
  await app.db.transaction(async (tx: DbOrTx) => {
    const message = await repo.markSent(tx, tenantId, send.messageId, send);
    await recordOutboundMessage(tx, tenantId, conversation.id, {
      text: message.content,
      at: message.timestamp,
      pausedBy: AI_PAUSE_REASONS.humanReply,
    });
    await touchSellerActivity(tx, tenantId, conversation.id, app.clock.now());
    const ids = { instanceId: conversation.instanceId, conversationId: conversation.id };
    await app.events.publish(
      tenantId,
      { type: 'new_message', ...ids, messageId: send.messageId, origin: 'human' },
      tx,
    );
    await app.events.publish(tenantId, { type: 'ai_disabled', ...ids }, tx);
  });
}

export async function recordHumanReply(
  app: FastifyInstance,
  tenantId: string,
  conversation: ConversationAccess,
  send: AcceptedSend,
): Promise<void> {
  try {
    await record(app, tenantId, conversation, send);
  } catch (error) {
    // The gateway's echo of our own send (Evolution's send.message) was stored first under the same
    // gateway id: keep ours as the operator's message rather than failing a send that went out.
    if (!isUniqueViolation(error, 'messages_instance_gateway_id_key')) throw error;
    app.log.warn({ messageId: send.messageId }, 'gateway echo stored before the send was recorded');
    await record(app, tenantId, conversation, { ...send, gatewayMessageId: null });
  }
}
