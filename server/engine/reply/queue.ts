import type { DbOrTx } from '../../db/client';
import {
  type ConversationJobPayload,
  conversationJobKey,
  parseConversationJobPayload,
  queueConversationJob,
} from '../conversation-job';

export const AI_REPLY_JOB = 'ai_reply';
/** A provider still failing after this many tries is reported on the conversation. */
export const AI_REPLY_MAX_ATTEMPTS = 4;

/** One pending reply per conversation: the key the debounce replaces and a takeover may cancel. */
export const aiReplyKey = (conversationId: string): string =>
  conversationJobKey(AI_REPLY_JOB, conversationId);

export type AiReplyPayload = ConversationJobPayload;

/**
 * Queues the conversation's reply for `runAt`. A reply already pending is moved to the new time, so
 * a burst of messages inside the quiet period gets one answer, after the last of them.
 */
export function queueAiReply(db: DbOrTx, message: AiReplyPayload, runAt: Date): Promise<string> {
  return queueConversationJob(db, {
    kind: AI_REPLY_JOB,
    payload: message,
    runAt,
    maxAttempts: AI_REPLY_MAX_ATTEMPTS,
  });
}

export const parseAiReplyPayload = parseConversationJobPayload;
