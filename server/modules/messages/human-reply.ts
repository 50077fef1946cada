import type { DbOrTx } from '../../db/client';
import type { EventBus } from '../../realtime/bus';
import type { ConversationAccess } from '../conversations/access';
import { recordOutboundMessage, touchSellerActivity } from '../conversations/activity';
import { AI_PAUSE_REASONS } from '../conversations/ai-pause';

/**
 * What an operator's reply changes once the gateway accepted it, inside the transaction that marks
 * it sent: the conversation shows it as its last message, the AI steps back (spec 2 §4 'Sending':
 * the server does it, not a second call from the browser), the lead counts a seller's activity, and
 * every screen hears the AI went off.
 */
export async function recordHumanReply(
  tx: DbOrTx,
  events: EventBus,
  tenantId: string,
  conversation: ConversationAccess,
  reply: { text: string; writtenAt: Date; acceptedAt: Date },
): Promise<void> {
  await recordOutboundMessage(tx, tenantId, conversation.id, {
    text: reply.text,
    at: reply.writtenAt,
    pausedBy: AI_PAUSE_REASONS.humanReply,
  });
  await touchSellerActivity(tx, tenantId, conversation.id, reply.acceptedAt);
  await events.publish(
    tenantId,
    { type: 'ai_disabled', instanceId: conversation.instanceId, conversationId: conversation.id },
    tx,
  );
}
