import type { DbOrTx } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';

export const AI_REPLY_JOB = 'ai_reply';
/** A provider still failing after this many tries is reported on the conversation. */
export const AI_REPLY_MAX_ATTEMPTS = 4;

/** One pending reply per conversation: the key the debounce replaces and a takeover may cancel. */
export const aiReplyKey = (conversationId: string): string => `${AI_REPLY_JOB}:${conversationId}`;

export interface AiReplyPayload {
  organizationId: string;
  instanceId: string;
  conversationId: string;
  /** The newest customer message when the reply was (re)scheduled. */
  messageId: string;
}

/**
 * Queues the conversation's reply for `runAt`. A reply already pending is moved to the new time, so
 * a burst of messages inside the quiet period gets one answer, after the last of them.
 */
export function queueAiReply(db: DbOrTx, message: AiReplyPayload, runAt: Date): Promise<string> {
  const payload: AiReplyPayload = {
    organizationId: message.organizationId,
    instanceId: message.instanceId,
    conversationId: message.conversationId,
    messageId: message.messageId,
  };
  return enqueueJob(db, {
    kind: AI_REPLY_JOB,
    organizationId: message.organizationId,
    payload: { ...payload },
    runAt,
    dedupeKey: aiReplyKey(message.conversationId),
    maxAttempts: AI_REPLY_MAX_ATTEMPTS,
  });
}

export function parseAiReplyPayload(payload: Record<string, unknown>): AiReplyPayload | null {
  const { organizationId, instanceId, conversationId, messageId } = payload;
  if (
    typeof organizationId !== 'string' ||
    typeof instanceId !== 'string' ||
    typeof conversationId !== 'string' ||
    typeof messageId !== 'string'
  ) {
    return null;
  }
  return { organizationId, instanceId, conversationId, messageId };
}
