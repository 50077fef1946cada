import type { DbOrTx } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';

export const QUALIFY_LEAD_JOB = 'qualify_lead';
/** Qualification waits for the customer's burst to end, so one call judges all of it. */
export const QUALIFY_QUIET_MS = 30_000;
export const QUALIFY_MAX_ATTEMPTS = 4;

export const qualifyKey = (conversationId: string): string => `${QUALIFY_LEAD_JOB}:${conversationId}`;

export interface QualifyPayload {
  organizationId: string;
  instanceId: string;
  conversationId: string;
  /** The newest customer message when it was (re)scheduled; its monitor record shows the result. */
  messageId: string;
}

/** One pending qualification per conversation, pushed later by each new customer message. */
export function queueQualification(db: DbOrTx, payload: QualifyPayload, now: Date): Promise<string> {
  return enqueueJob(db, {
    kind: QUALIFY_LEAD_JOB,
    organizationId: payload.organizationId,
    payload: { ...payload },
    runAt: new Date(now.getTime() + QUALIFY_QUIET_MS),
    dedupeKey: qualifyKey(payload.conversationId),
    maxAttempts: QUALIFY_MAX_ATTEMPTS,
  });
}

export function parseQualifyPayload(payload: Record<string, unknown>): QualifyPayload | null {
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
