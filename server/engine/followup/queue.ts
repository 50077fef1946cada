import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  cancelJobs,
  cancelJobsQuery,
  enqueueJob,
  enqueueJobQuery,
  enqueueJobWhereQuery,
  type KeyedJob,
} from '../../jobs/queue';

export const FOLLOW_UP_JOB = 'follow_up';
/** A follow-up the gateway refused is retried a few times, then left failed and logged. */
export const FOLLOW_UP_MAX_ATTEMPTS = 3;

/** One pending follow-up per conversation: the next rung replaces it, a customer message cancels it. */
export const followUpKey = (conversationId: string): string => `${FOLLOW_UP_JOB}:${conversationId}`;

export interface FollowUpPayload {
  organizationId: string;
  instanceId: string;
  conversationId: string;
  /** 1 for the first follow-up after our message, up to the instance's `maxFollowUps`. */
  rung: number;
  /** When the silence started: our message that began the ladder. A customer message after it stops it. */
  since: string;
  /**
   * Not a rung to send: the ladder's restart after our message at `since`, owed because the
   * statement that recorded it could not make it (see `followUpLadderInStatement`). Running it
   * restarts the ladder from what the conversation is then, and sends nothing.
   */
  restart?: true;
}

const followUpJob = (payload: FollowUpPayload, runAt: Date): KeyedJob => ({
  kind: FOLLOW_UP_JOB,
  organizationId: payload.organizationId,
  payload: { ...payload },
  runAt,
  dedupeKey: followUpKey(payload.conversationId),
  maxAttempts: FOLLOW_UP_MAX_ATTEMPTS,
});

export function scheduleFollowUp(db: DbOrTx, payload: FollowUpPayload, runAt: Date): Promise<string> {
  return enqueueJob(db, followUpJob(payload, runAt));
}

/** `scheduleFollowUp`'s statement, not yet run: it rides in a statement of the caller's. */
export function scheduleFollowUpQuery(db: DbOrTx, payload: FollowUpPayload, runAt: Date) {
  return enqueueJobQuery(db, followUpJob(payload, runAt));
}

/** `scheduleFollowUpQuery` made only when `onlyIf` holds as the caller's statement runs. */
export function scheduleFollowUpWhereQuery(payload: FollowUpPayload, runAt: Date, onlyIf: SQL): SQL {
  return enqueueJobWhereQuery(followUpJob(payload, runAt), onlyIf);
}

export function cancelFollowUps(db: DbOrTx, conversationId: string): Promise<number> {
  return cancelJobs(db, followUpKey(conversationId));
}

/** `cancelFollowUps`'s statement, not yet run. */
export function cancelFollowUpsQuery(db: DbOrTx, conversationId: string, onlyIf?: SQL) {
  return cancelJobsQuery(db, followUpKey(conversationId), onlyIf);
}

export function parseFollowUpPayload(payload: Record<string, unknown>): FollowUpPayload | null {
  const { organizationId, instanceId, conversationId, rung, since, restart } = payload;
  if (
    typeof organizationId !== 'string' ||
    typeof instanceId !== 'string' ||
    typeof conversationId !== 'string' ||
    typeof rung !== 'number' ||
    !Number.isInteger(rung) ||
    rung < 1 ||
    typeof since !== 'string' ||
    Number.isNaN(Date.parse(since))
  ) {
    return null;
  }
  return { organizationId, instanceId, conversationId, rung, since, ...(restart === true && { restart }) };
}
