import type { FastifyInstance } from 'fastify';
import { isAiProviderError } from '../../ai/port';
import { logs, messages } from '../../db/schema';
import { settleAwaitingRecords } from '../monitor-records';
import type { AiReplyPayload } from './queue';

/** Category of the log lines of failed replies; the diagnostic counts them. */
export const AI_REPLY_LOG_CATEGORY = 'ai_reply';

const NOTE_PREFIX = 'A IA não conseguiu responder';

/** The provider's own words when it said something, else our one line. */
export function failureReason(error: unknown): string {
  if (isAiProviderError(error)) return error.message;
  return error instanceof Error ? error.message.replace(/\s+/g, ' ').slice(0, 300) : String(error);
}

/**
 * The reply gave up: the conversation shows it (a system note in the chat, never sent to the
 * customer, marked failed with the reason), the organization's logs have it, and the monitor records
 * of the messages it was answering end as 'processing_error' with the reason.
 */
export async function recordReplyFailure(
  app: FastifyInstance,
  job: AiReplyPayload & { contactNumber: string; attempts: number },
  error: unknown,
): Promise<void> {
  const reason = failureReason(error);
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const [note] = await tx
      .insert(messages)
      .values({
        organizationId: job.organizationId,
        conversationId: job.conversationId,
        instanceId: job.instanceId,
        direction: 'out',
        origin: 'system',
        content: `${NOTE_PREFIX} após ${job.attempts} tentativa(s). Responda o cliente manualmente ou verifique a configuração da IA.`,
        status: 'failed',
        error: reason,
        timestamp: now,
      })
      .returning({ id: messages.id });
    await tx.insert(logs).values({
      organizationId: job.organizationId,
      instanceId: job.instanceId,
      level: 'error',
      category: AI_REPLY_LOG_CATEGORY,
      message: `${NOTE_PREFIX}: ${reason}`,
      metadata: { conversationId: job.conversationId, attempts: job.attempts },
      timestamp: now,
    });
    await settleAwaitingRecords(tx, job.organizationId, job, 'processing_error', {
      step: 'ai_reply',
      status: 'failure',
      at: now,
      error: reason,
      details: { attempts: job.attempts },
    });
    if (note) {
      await app.events.publish(
        job.organizationId,
        {
          type: 'new_message',
          instanceId: job.instanceId,
          conversationId: job.conversationId,
          messageId: note.id,
          origin: 'system',
        },
        tx,
      );
    }
  });
}
