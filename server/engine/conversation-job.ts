import { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { enqueueJob } from '../jobs/queue';

/**
 * What a job about one conversation carries (an AI reply, a qualification): whose it is, and the
 * newest customer message when it was (re)scheduled, whose monitor record shows the outcome.
 */
export const ConversationJobPayload = z.object({
  organizationId: z.string(),
  instanceId: z.string(),
  conversationId: z.string(),
  messageId: z.string(),
});
export type ConversationJobPayload = z.infer<typeof ConversationJobPayload>;

/** One pending job of a kind per conversation: the key a new message's debounce replaces. */
export const conversationJobKey = (kind: string, conversationId: string): string =>
  `${kind}:${conversationId}`;

/** Queues (or moves, when one is pending) the conversation's job of this kind to `runAt`. */
export function queueConversationJob(
  db: DbOrTx,
  job: { kind: string; payload: ConversationJobPayload; runAt: Date; maxAttempts: number },
): Promise<string> {
  const { organizationId, instanceId, conversationId, messageId } = job.payload;
  return enqueueJob(db, {
    kind: job.kind,
    organizationId,
    payload: { organizationId, instanceId, conversationId, messageId },
    runAt: job.runAt,
    dedupeKey: conversationJobKey(job.kind, conversationId),
    maxAttempts: job.maxAttempts,
  });
}

/** The payload as stored, or null when the row was written by something else. */
export function parseConversationJobPayload(payload: Record<string, unknown>): ConversationJobPayload | null {
  const parsed = ConversationJobPayload.safeParse(payload);
  return parsed.success ? parsed.data : null;
}
