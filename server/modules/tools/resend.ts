import type { FastifyInstance } from 'fastify';
import type { ResendBatchResponse, ResendResult } from '../../../contract/tools';
import { sendOutbound } from '../../engine/outbound';
import type { AuthContext } from '../../lib/auth-context';
import { conflict, notFound } from '../../lib/errors';
import { findVisibleConversation } from '../conversations/access';
import { scopeOf } from '../instances/service';
import { findMessage } from '../messages/repository';
import { claimResend, findResendable, finishResend, type ResendCandidate } from './resend-repository';

const UNEXPECTED = 'Não foi possível reenviar a mensagem. Tente novamente.';

/**
 * One failed message sent again through the engine's outbound send, the one path every message of
 * ours takes: it stores the new message, asks the gateway, records the outcome on it and tells
 * every screen on the chat. The re-send itself is recorded against the failed message, which then
 * leaves the list of failed messages whatever the outcome (a new failure is a new failed message).
 */
async function resendOne(app: FastifyInstance, actor: AuthContext, failed: ResendCandidate) {
  const tenantId = actor.organizationId;
  const claimed = await claimResend(app.db, tenantId, failed.id, {
    userId: actor.userId,
    at: app.clock.now(),
  });
  if (!claimed) return null;
  let result: ResendResult;
  try {
    const sent = await sendOutbound(app, {
      organizationId: tenantId,
      instanceId: failed.instanceId,
      conversationId: failed.conversationId,
      origin: failed.origin,
      text: failed.content,
      ...(failed.audio && { audio: failed.audio }),
      ...(failed.image && { image: failed.image }),
    });
    result = {
      messageId: failed.id,
      resentMessageId: sent.messageId,
      status: sent.status,
      error: sent.error ?? null,
    };
  } catch (error) {
    app.log.error({ err: error, messageId: failed.id }, 'failed message not re-sent');
    result = { messageId: failed.id, resentMessageId: null, status: 'failed', error: UNEXPECTED };
  }
  await finishResend(app.db, tenantId, failed.id, { ...result, at: app.clock.now() });
  app.log.info(
    {
      category: 'whatsapp',
      instanceId: failed.instanceId,
      messageId: failed.id,
      resentMessageId: result.resentMessageId,
      status: result.status,
      byUserId: actor.userId,
    },
    'failed message re-sent',
  );
  return result;
}

/** POST /api/tools/failed-messages/resend: up to 50, in the order they were first meant to go. */
export async function resendFailedMessages(
  app: FastifyInstance,
  actor: AuthContext,
  ids: readonly string[],
): Promise<ResendBatchResponse> {
  const unique = [...new Set(ids)];
  const candidates = await findResendable(app.db, actor.organizationId, scopeOf(actor), unique);
  const results: ResendResult[] = [];
  for (const candidate of candidates) {
    const result = await resendOne(app, actor, candidate);
    if (result) results.push(result);
  }
  const sent = results.filter((result) => result.status === 'sent').length;
  return { sent, failed: results.length - sent, skipped: unique.length - results.length, results };
}

/**
 * POST /api/messages/:id/resend, from the chat: 404 for a message the caller may not see, 409 for
 * one that is not a failed message of ours waiting to go again.
 */
export async function resendFailedMessage(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
): Promise<ResendResult> {
  const scope = scopeOf(actor);
  const [candidate] = await findResendable(app.db, actor.organizationId, scope, [id]);
  const result = candidate ? await resendOne(app, actor, candidate) : null;
  if (result) return result;
  const message = await findMessage(app.db, actor.organizationId, id);
  const visible =
    message && (await findVisibleConversation(app.db, actor.organizationId, scope, message.conversationId));
  if (!visible) throw notFound('Mensagem não encontrada');
  throw conflict(
    'not_resendable',
    'Só é possível reenviar mensagens da IA ou de follow-up que falharam e ainda não foram reenviadas',
  );
}
