import type { FastifyInstance } from 'fastify';
import type { Message, SendFailedDetails, SendMessageBody } from '../../../contract/inbox';
import { onOurMessage } from '../../engine/followup/hooks';
import { gatewayErrorMessagePtBr } from '../../gateways/error-messages';
import { isGatewayError } from '../../gateways/errors';
import type { SentMessage } from '../../gateways/port';
import { gatewayForInstance } from '../../gateways/resolve';
import type { AuthContext } from '../../lib/auth-context';
import { conflict, HttpError, notFound, validationError } from '../../lib/errors';
import {
  type ConversationAccess,
  findVisibleConversation,
  requireVisibleConversation,
} from '../conversations/access';
import { scopeOf } from '../instances/service';
import { recordHumanReply } from './human-reply';
import { toMessage } from './mappers';
import * as repo from './repository';

/** When something other than the gateway broke mid-send: the message is kept as failed all the same. */
const UNEXPECTED_SEND_FAILURE = 'Não foi possível enviar a mensagem. Tente novamente.';

/** The chat as the gateway knows it: the JID we received (…@lid included), else the number. */
const recipientOf = (conversation: ConversationAccess): string =>
  conversation.contactJid ?? conversation.contactNumber;

/** Our status for what the gateway answered: accepted is at least sent. */
function sentStatus(sent: SentMessage): 'sent' | 'delivered' | 'read' {
  return sent.status === 'delivered' || sent.status === 'read' ? sent.status : 'sent';
}

async function loadMessage(app: FastifyInstance, tenantId: string, id: string): Promise<Message> {
  const row = await repo.findMessage(app.db, tenantId, id);
  if (!row) throw new Error(`message ${id} vanished`);
  return toMessage(row);
}

/**
 * Hands a stored pending message to the instance's gateway, outside any transaction (a send may
 * take seconds of retries). Success records the human reply; a refusal leaves the message failed
 * with the pt-BR reason and answers 502 `send_failed` carrying it, so the screen shows the reason
 * and offers the retry.
 */
async function deliver(
  app: FastifyInstance,
  actor: AuthContext,
  conversation: ConversationAccess,
  messageId: string,
  text: string,
): Promise<Message> {
  const tenantId = actor.organizationId;
  let sent: SentMessage;
  try {
    const { gateway, ref } = await gatewayForInstance(app, conversation.instance);
    sent = await gateway.sendText(ref, { to: recipientOf(conversation), text });
  } catch (error) {
    const reason = isGatewayError(error) ? gatewayErrorMessagePtBr(error) : UNEXPECTED_SEND_FAILURE;
    app.log[isGatewayError(error) ? 'warn' : 'error']({ err: error, messageId }, 'human message not sent');
    await app.db.transaction(async (tx) => {
      await repo.markFailed(tx, tenantId, messageId, reason);
      // Other screens on the chat show the failed bubble too.
      await app.events.publish(
        tenantId,
        {
          type: 'new_message',
          instanceId: conversation.instanceId,
          conversationId: conversation.id,
          messageId,
          origin: 'human',
        },
        tx,
      );
    });
    const failed = await loadMessage(app, tenantId, messageId);
    throw new HttpError(502, 'send_failed', reason, {
      messageId,
      message: failed,
    } satisfies SendFailedDetails);
  }
  await recordHumanReply(app, tenantId, conversation, {
    messageId,
    gatewayMessageId: sent.gatewayMessageId,
    status: sentStatus(sent),
  });
  // The operator's message counts as ours for the follow-ups; the message went out whatever happens here.
  await onOurMessage(app, app.db, {
    organizationId: tenantId,
    instanceId: conversation.instanceId,
    conversationId: conversation.id,
    sentAt: app.clock.now(),
  }).catch((error: unknown) =>
    app.log.error({ err: error, messageId }, 'follow-up not scheduled after a human reply'),
  );
  return loadMessage(app, tenantId, messageId);
}

/**
 * POST /api/messages/send: the operator's text, stored first as pending with the operator's name
 * (so nothing typed is lost if the gateway or this process fails), then sent. The conversation
 * decides the recipient; a `phoneNumber` naming another chat is refused.
 */
export async function sendMessage(
  app: FastifyInstance,
  actor: AuthContext,
  body: SendMessageBody,
): Promise<Message> {
  const conversation = await requireVisibleConversation(app.db, actor, body.conversationId);
  if (body.phoneNumber && body.phoneNumber !== conversation.contactNumber) {
    throw validationError('phoneNumber', 'O número não corresponde ao contato da conversa');
  }
  const messageId = await repo.insertPendingHumanMessage(app.db, actor.organizationId, {
    conversationId: conversation.id,
    instanceId: conversation.instanceId,
    content: body.message,
    senderName: actor.name || actor.email,
    senderUserId: actor.userId,
    timestamp: app.clock.now(),
  });
  return deliver(app, actor, conversation, messageId, body.message);
}

/** POST /api/messages/:id/retry: a failed human message, sent again as the same message. */
export async function retryMessage(
  app: FastifyInstance,
  actor: AuthContext,
  messageId: string,
): Promise<Message> {
  const message = await repo.findMessage(app.db, actor.organizationId, messageId);
  if (!message) throw notFound('Mensagem não encontrada');
  // Visibility goes through the conversation, so a seller cannot retry another seller's message.
  const conversation = await findVisibleConversation(
    app.db,
    actor.organizationId,
    scopeOf(actor),
    message.conversationId,
  );
  if (!conversation) throw notFound('Mensagem não encontrada');
  if (!(await repo.claimForRetry(app.db, actor.organizationId, messageId, app.clock.now()))) {
    throw conflict('not_retryable', 'Só é possível reenviar mensagens que falharam');
  }
  return deliver(app, actor, conversation, messageId, message.content);
}
