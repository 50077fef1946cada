import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jobs } from '../db/schema';

/** Attempts of a job unless its kind asks for another number. */
export const DEFAULT_MAX_ATTEMPTS = 5;

export interface NewJob {
  kind: string;
  organizationId: string | null;
  payload: Record<string, unknown>;
  runAt: Date;
  /** At most one pending job per key: enqueuing again replaces its payload and time (a debounce). */
  dedupeKey?: string;
  maxAttempts?: number;
}

/**
 * Stores a job to run at `runAt` (inside the caller's transaction when given one, so the job exists
 * exactly when the rows that asked for it do). With a dedupe key, a pending job of the same key is
 * replaced in place: a burst of customer messages pushes the one pending reply later instead of
 * queuing one reply each. A job of the key already running is left alone and a new one is queued.
 * Attempts already spent are kept, so a failing job still ends after its retries.
 */
export async function enqueueJob(db: DbOrTx, job: NewJob): Promise<string> {
  const values = {
    organizationId: job.organizationId,
    kind: job.kind,
    dedupeKey: job.dedupeKey ?? null,
    payload: job.payload,
    runAt: job.runAt,
    maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
  };
  if (!job.dedupeKey) {
    const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
    if (!row) throw new Error('job insert returned no row');
    return row.id;
  }
  const [row] = await db
    .insert(jobs)
    .values(values)
    .onConflictDoUpdate({
      target: jobs.dedupeKey,
      // Repeats the partial unique index's predicate so Postgres picks that index.
      targetWhere: sql`status = 'pending' and dedupe_key is not null`,
      set: {
        kind: job.kind,
        payload: job.payload,
        runAt: job.runAt,
        maxAttempts: values.maxAttempts,
      },
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error('job upsert returned no row');
  return row.id;
}

/** Cancels the pending job of a key (a running one finishes); answers how many were cancelled. */
export async function cancelJobs(db: DbOrTx, dedupeKey: string): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ status: 'cancelled', finishedAt: sql`now()` })
    .where(and(eq(jobs.dedupeKey, dedupeKey), eq(jobs.status, 'pending')))
    .returning({ id: jobs.id });
  return rows.length;
}
