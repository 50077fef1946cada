import { and, eq } from 'drizzle-orm';
import { describeAiError, isKeyRefusal } from '../../ai/error-text';
import { conversations, logs, messages } from '../../db/schema';
import { noticeAiFailure } from '../../notifications/triggers/ai-failure';
import type { EngineDeps } from '../deps';
import { type ConsultantSettings, consultantPhone, queueConsultantNotice } from '../jobs/alerts';
import { settleAwaitingRecords } from '../monitor/records';
import { recordFailureOnInstance } from './health';
import type { AiReplyPayload } from './queue';

/** Category of the log lines of failed replies; the diagnostic counts them. */
export const AI_REPLY_LOG_CATEGORY = 'ai_reply';

const NOTE_PREFIX = 'A IA não conseguiu responder';

/**
 * The reply gave up, and nobody may miss it: the chat gets a system note (never sent to the customer,
 * marked failed with the reason), the conversation's card is marked "precisa de atenção", the
 * instance's card shows the failure and its time, the consultant is notified on WhatsApp as for a HOT
 * lead, the organization's logs have it, and the monitor records of the messages it was answering
 * end as 'processing_error' with the provider's error in pt-BR.
 */
export async function recordReplyFailure(
  deps: EngineDeps,
  job: AiReplyPayload & { contactNumber: string; attempts: number; consultant: ConsultantSettings },
  error: unknown,
): Promise<void> {
  const reason = describeAiError(error);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
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
    await tx
      .update(conversations)
      .set({ needsAttentionAt: now, attentionReason: reason })
      .where(
        and(eq(conversations.id, job.conversationId), eq(conversations.organizationId, job.organizationId)),
      );
    await recordFailureOnInstance(tx, {
      organizationId: job.organizationId,
      instanceId: job.instanceId,
      at: now,
      reason,
      keyRefused: isKeyRefusal(error),
    });
    if (consultantPhone(job.consultant) !== null) {
      await queueConsultantNotice(
        tx,
        {
          organizationId: job.organizationId,
          instanceId: job.instanceId,
          conversationId: job.conversationId,
          messageId: job.messageId,
          aiFailure: reason,
        },
        now,
      );
    }
    await noticeAiFailure(deps, tx, job, reason);
    await deps.events.publish(
      job.organizationId,
      { type: 'ai_reply_failed', instanceId: job.instanceId, conversationId: job.conversationId },
      tx,
    );
    if (note) {
      await deps.events.publish(
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
