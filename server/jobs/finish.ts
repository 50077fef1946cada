import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs, logs } from '../db/schema';
import { isUniqueViolation } from '../lib/db-errors';
import { recordJobFinished } from '../observability/metrics';
import type { ClaimedJob } from './claim';

/** Waits before the next attempt: 10 s, 20 s, 40 s… up to 15 minutes. */
export const RETRY_BASE_MS = 10_000;
export const RETRY_MAX_MS = 15 * 60_000;

export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/** Only the process holding the lease may settle a job (another may have recovered it meanwhile). */
const ownedBy = (job: ClaimedJob, worker: string) => and(eq(jobs.id, job.id), eq(jobs.lockedBy, worker));

/**
 * The job is done; `also` (a data-modifying statement of the handler's) runs in the same statement,
 * as a common table expression, whether or not this process still holds the lease.
 */
export async function markDone(
  db: Db,
  job: ClaimedJob,
  worker: string,
  now: Date,
  also?: SQLWrapper,
): Promise<void> {
  if (also) {
    await db.execute(doneStatement(job, worker, now, [sql`also as (${also.getSQL()})`]));
  } else {
    await db
      .update(jobs)
      .set({ status: 'done', finishedAt: now, lockedAt: null, lockedBy: null, lastError: null })
      .where(ownedBy(job, worker));
  }
  recordJobFinished(job.kind, 'done');
}

/**
 * The update that marks the job done, with writes of the caller's as common table expressions
 * (`name as (…)`), made whether or not this process still holds the lease.
 */
export function doneStatement(job: ClaimedJob, worker: string, now: Date, ctes: readonly SQL[]): SQL {
  const done = doneUpdate(job, worker, now);
  return ctes.length > 0 ? sql`with ${sql.join([...ctes], sql`, `)} ${done}` : done;
}

/** The bare update that marks the job done, to ride as a common table expression of another statement. */
export function doneUpdate(job: ClaimedJob, worker: string, now: Date): SQL {
  return sql`update ${jobs} set status = 'done', finished_at = ${now.toISOString()}::timestamptz,
      locked_at = null, locked_by = null, last_error = null
    where ${jobs.id} = ${job.id} and ${jobs.lockedBy} = ${worker}`;
}

/** A one-line reason for the job row, the logs and the monitor. */
export function describeJobError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 500);
}

/**
 * A failed attempt: back to pending after the backoff while attempts remain, else failed for good,
 * with a line in the organization's logs so the failure is visible on /logslogs.
 */
export async function markAttemptFailed(
  db: Db,
  job: ClaimedJob,
  worker: string,
  input: { now: Date; error: string; final: boolean },
): Promise<'retry' | 'failed'> {
  if (!input.final) {
    try {
      await db
        .update(jobs)
        .set({
          status: 'pending',
          runAt: new Date(input.now.getTime() + retryDelayMs(job.attempts)),
          lastError: input.error,
          lockedAt: null,
          lockedBy: null,
        })
        .where(ownedBy(job, worker));
    } catch (error) {
      if (!isUniqueViolation(error, 'jobs_pending_key')) throw error;
      // A newer job of the same key was queued while this one ran: it carries the work forward.
      await db
        .update(jobs)
        .set({
          status: 'cancelled',
          lastError: input.error,
          finishedAt: input.now,
          lockedAt: null,
          lockedBy: null,
        })
        .where(ownedBy(job, worker));
    }
    recordJobFinished(job.kind, 'retry');
    return 'retry';
  }
  await db.transaction(async (tx) => {
    await tx
      .update(jobs)
      .set({
        status: 'failed',
        lastError: input.error,
        finishedAt: input.now,
        lockedAt: null,
        lockedBy: null,
      })
      .where(ownedBy(job, worker));
    await tx.insert(logs).values({
      organizationId: job.organizationId,
      level: 'error',
      category: 'jobs',
      message: `Tarefa ${job.kind} falhou após ${job.attempts} tentativa(s): ${input.error}`,
      metadata: { jobId: job.id, kind: job.kind, attempts: job.attempts, payload: job.payload },
      timestamp: input.now,
    });
  });
  recordJobFinished(job.kind, 'failed');
  return 'failed';
}
