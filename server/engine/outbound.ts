import type { FastifyInstance } from 'fastify';
import { logs } from '../db/schema';
import { gatewayErrorMessagePtBr } from '../gateways/error-messages';
import { isGatewayError } from '../gateways/errors';
import type { SentMessage } from '../gateways/port';
import { gatewayForInstance, type ResolvedGateway } from '../gateways/resolve';
import { sendOffConversation } from './alerts/off-conversation';
import { onOurMessage } from './followup/hooks';
import * as repo from './outbound-repository';

export interface OutboundInput {
  organizationId: string;
  instanceId: string;
  conversationId: string;
  origin: repo.OutboundOrigin;
  text: string;
  /** A voice note; `text` is then what it says (kept as the message's content for the inbox and context). */
  audio?: { base64: string; mimetype: string };
  /** Defaults to the conversation's contact; e.g. the consultant's phone for notifications. */
  to?: string;
  /**
   * With `to`: sent without becoming a message of the conversation (the consultant's notice is not
   * part of the customer's chat); the caller records it (logs, monitor). A failure is logged.
   */
  offConversation?: boolean;
}

export interface OutboundResult {
  messageId: string | null;
  status: 'sent' | 'failed';
  error?: string;
}

/**
 * Where a send goes, when the caller read it already in the same round trip as its own checks (the
 * reply job, before each part), with the gateway it resolved once for the whole reply.
 */
export interface OutboundRoute {
  target: repo.OutboundTarget;
  /** Null when resolving failed: the send resolves again and records the failure as usual. */
  gateway: ResolvedGateway | null;
}

const UNEXPECTED_FAILURE = 'Não foi possível enviar a mensagem. Tente novamente.';
const CONVERSATION_GONE = 'Conversa ou instância não encontrada';

function sentStatus(sent: SentMessage): 'sent' | 'delivered' | 'read' {
  return sent.status === 'delivered' || sent.status === 'read' ? sent.status : 'sent';
}

/**
 * Sends a message of ours (the AI's, a follow-up, a system notice) through the instance's gateway.
 * The message is stored as pending first, then sent; the outcome is stored either way and every
 * screen on the chat hears of it, so a failed send shows as a failed bubble with its reason instead
 * of vanishing. A message to another recipient (the consultant) is kept on the conversation it
 * concerns but does not count as the conversation's last message or restart its follow-ups.
 */
export async function sendOutbound(
  app: FastifyInstance,
  input: OutboundInput,
  route?: OutboundRoute,
): Promise<OutboundResult> {
  const tenantId = input.organizationId;
  const target = route?.target ?? (await repo.findOutboundTarget(app.db, tenantId, input));
  if (!target) return { messageId: null, status: 'failed', error: CONVERSATION_GONE };
  if (input.offConversation && input.to) return sendOffConversation(app, target, { ...input, to: input.to });
  const toContact = input.to === undefined || input.to === target.contactNumber;
  const recipient = input.to ?? target.contactJid ?? target.contactNumber;
  const audio = input.audio
    ? { bytes: Buffer.from(input.audio.base64, 'base64'), mimetype: input.audio.mimetype }
    : null;
  const messageId = await repo.insertPendingOutbound(app.db, tenantId, {
    conversationId: target.conversationId,
    instanceId: target.instance.id,
    origin: input.origin,
    content: input.text,
    audio,
    timestamp: app.clock.now(),
  });
  const live = {
    type: 'new_message' as const,
    instanceId: target.instance.id,
    conversationId: target.conversationId,
    messageId,
    origin: input.origin,
  };

  let sent: SentMessage;
  try {
    const { gateway, ref } = route?.gateway ?? (await gatewayForInstance(app, target.instance));
    sent = input.audio
      ? await gateway.sendAudio(ref, { to: recipient, audio: { base64: input.audio.base64 } })
      : await gateway.sendText(ref, { to: recipient, text: input.text });
  } catch (error) {
    const reason = isGatewayError(error) ? gatewayErrorMessagePtBr(error) : UNEXPECTED_FAILURE;
    app.log[isGatewayError(error) ? 'warn' : 'error']({ err: error, messageId }, 'outbound message not sent');
    await app.db.transaction(async (tx) => {
      await repo.markOutboundFailed(tx, tenantId, messageId, reason);
      await tx.insert(logs).values({
        organizationId: tenantId,
        instanceId: target.instance.id,
        level: 'error',
        category: 'whatsapp',
        message: `Mensagem (${input.origin}) não enviada: ${reason}`,
        metadata: { messageId, conversationId: target.conversationId },
        timestamp: app.clock.now(),
      });
      await app.events.publish(tenantId, live, tx);
    });
    return { messageId, status: 'failed', error: reason };
  }

  const sentAt = app.clock.now();
  await app.db.transaction(async (tx) => {
    await repo.markOutboundSent(tx, tenantId, messageId, {
      gatewayMessageId: sent.gatewayMessageId,
      status: sentStatus(sent),
    });
    if (toContact) {
      await repo.recordOutboundOnConversation(tx, tenantId, target.conversationId, {
        preview: input.audio ? '[Mensagem de voz]' : input.text,
        kind: input.audio ? 'audio' : 'text',
        at: sentAt,
      });
    }
    await app.events.publish(tenantId, live, tx);
    if (toContact && input.origin === 'ai') {
      await onOurMessage(app, tx, {
        organizationId: tenantId,
        instanceId: target.instance.id,
        conversationId: target.conversationId,
        sentAt,
      });
    }
  });
  return { messageId, status: 'sent' };
}
