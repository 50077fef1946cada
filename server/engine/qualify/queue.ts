import type { DbOrTx } from '../../db/client';
import {
  type ConversationJobPayload,
  parseConversationJobPayload,
  queueConversationJob,
} from '../conversation-job';

export const QUALIFY_LEAD_JOB = 'qualify_lead';
/** Qualification waits for the customer's burst to end, so one call judges all of it. */
export const QUALIFY_QUIET_MS = 30_000;
export const QUALIFY_MAX_ATTEMPTS = 4;

export type QualifyPayload = ConversationJobPayload;

/** One pending qualification per conversation, pushed later by each new customer message. */
export function queueQualification(db: DbOrTx, payload: QualifyPayload, now: Date): Promise<string> {
  return queueConversationJob(db, {
    kind: QUALIFY_LEAD_JOB,
    payload,
    runAt: new Date(now.getTime() + QUALIFY_QUIET_MS),
    maxAttempts: QUALIFY_MAX_ATTEMPTS,
  });
}

export const parseQualifyPayload = parseConversationJobPayload;
