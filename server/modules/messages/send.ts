import type { FastifyInstance } from 'fastify';
import type { Message, SendFailedDetails, SendMessageBody } from '../../../contract/inbox';
import { startFollowUpLadder } from '../../engine/followup';
import { sendOutbound, type TemplateSend } from '../../engine/outbound';
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

async function loadMessage(app: FastifyInstance, tenantId: string, id: string): Promise<Message> {
  const row = await repo.findMessage(app.db, tenantId, id);
  if (!row) throw new Error(`message ${id} vanished`);
  return toMessage(row);
}

/**
 * Hands a stored pending message to the engine's one outbound path. Success records the human
 * reply in the same transaction; a refusal leaves the message failed with the pt-BR reason and
 * answers 502 `send_failed` carrying it, so the screen shows the reason and offers the retry.
 */
export async function deliver(
  app: FastifyInstance,
  actor: AuthContext,
  conversation: ConversationAccess,
  message: { id: string; text: string; writtenAt: Date; template?: TemplateSend },
): Promise<Message> {
  const tenantId = actor.organizationId;
  const messageId = message.id;
  const result = await sendOutbound(
    app,
    {
      kind: 'stored',
      send: {
        organizationId: tenantId,
        messageId,
        origin: 'human',
        text: message.text,
        template: message.template,
        target: {
          conversationId: conversation.id,
          contactNumber: conversation.contactNumber,
          contactJid: conversation.contactJid,
          instance: { ...conversation.instance, id: conversation.instanceId },
        },
      },
    },
    undefined,
    {
      onAccepted: (tx, sent) =>
        recordHumanReply(tx, app.events, tenantId, conversation, {
          text: message.text,
          writtenAt: message.writtenAt,
          acceptedAt: sent.at,
        }),
    },
  );
  if (result.status === 'failed') {
    const failed = await loadMessage(app, tenantId, messageId);
    // The official API's 24-hour window closed: only a template may go (the composer offers them).
    const [status, code] =
      result.reason === 'outside_window' ? [409, 'outside_window'] : [502, 'send_failed'];
    throw new HttpError(status, code, result.error ?? '', {
      messageId,
      message: failed,
    } satisfies SendFailedDetails);
  }
  // The operator's message counts as ours for the follow-ups; the message went out whatever happens here.
  await startFollowUpLadder(app.db, {
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
  const writtenAt = app.clock.now();
  const messageId = await repo.insertPendingHumanMessage(app.db, actor.organizationId, {
    conversationId: conversation.id,
    instanceId: conversation.instanceId,
    content: body.message,
    senderName: actor.name || actor.email,
    senderUserId: actor.userId,
    timestamp: writtenAt,
  });
  return deliver(app, actor, conversation, { id: messageId, text: body.message, writtenAt });
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
  const writtenAt = app.clock.now();
  if (!(await repo.claimForRetry(app.db, actor.organizationId, messageId, writtenAt))) {
    throw conflict('not_retryable', 'Só é possível reenviar mensagens que falharam');
  }
  return deliver(app, actor, conversation, { id: messageId, text: message.content, writtenAt });
}
