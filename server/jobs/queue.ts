import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jobs } from '../db/schema';
import { rowsOf } from '../lib/sql-rows';

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
  const [row] = await enqueueJobQuery(db, job);
  if (!row) throw new Error('job insert returned no row');
  return row.id;
}

/**
 * The statement of `enqueueJob`, not yet run: written by the caller, alone or inside a statement of
 * its own (as a common table expression), where the job must exist exactly when that write does.
 */
export function enqueueJobQuery(db: DbOrTx, job: NewJob) {
  const values = {
    organizationId: job.organizationId,
    kind: job.kind,
    dedupeKey: job.dedupeKey ?? null,
    payload: job.payload,
    runAt: job.runAt,
    maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
  };
  const insert = db.insert(jobs).values(values);
  if (!job.dedupeKey) return insert.returning({ id: jobs.id });
  return insert
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
}

/** A job of a set-based enqueue: always keyed (one pending job per key). */
export type KeyedJob = NewJob & { dedupeKey: string };

/**
 * `enqueueJob` for many keyed jobs in ONE statement (the intake's batches): the rows travel as one
 * JSON parameter, so the statement's text and its planning cost do not grow with the batch (a
 * multi-row VALUES list of thousands of parameters costs far more to send and plan, most of all on
 * the embedded database). The same replacement as `enqueueJob`; keys must be distinct, as one
 * statement cannot update a row twice. Answers each key's job id.
 */
export async function enqueueJobs(db: DbOrTx, batch: readonly KeyedJob[]): Promise<Map<string, string>> {
  if (batch.length === 0) return new Map();
  const rows = JSON.stringify(
    batch.map((job, n) => ({
      n,
      organization_id: job.organizationId,
      kind: job.kind,
      dedupe_key: job.dedupeKey,
      payload: job.payload,
      run_at: job.runAt.toISOString(),
      max_attempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    })),
  );
  const result = await db.execute(sql`
    insert into ${jobs} (organization_id, kind, dedupe_key, payload, run_at, max_attempts)
    select organization_id, kind, dedupe_key, payload, run_at, max_attempts
    from jsonb_to_recordset(${rows}::jsonb) as x(n int, organization_id uuid, kind text, dedupe_key text,
      payload jsonb, run_at timestamptz, max_attempts int)
    order by n
    on conflict (dedupe_key) where status = 'pending' and dedupe_key is not null
    do update set kind = excluded.kind, payload = excluded.payload, run_at = excluded.run_at,
      max_attempts = excluded.max_attempts
    returning id, dedupe_key`);
  return new Map(rowsOf<{ id: string; dedupe_key: string }>(result).map((row) => [row.dedupe_key, row.id]));
}

/**
 * `enqueueJobQuery` of a keyed job made only when `onlyIf` (a condition over the caller's statement,
 * e.g. its common table expressions) holds when the statement runs; answers the job's id, or nothing.
 */
export function enqueueJobWhereQuery(job: KeyedJob, onlyIf: SQL): SQL {
  const maxAttempts = job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  return sql`insert into ${jobs} (organization_id, kind, dedupe_key, payload, run_at, max_attempts)
    select ${job.organizationId}::uuid, ${job.kind}, ${job.dedupeKey}, ${JSON.stringify(job.payload)}::jsonb,
      ${job.runAt.toISOString()}::timestamptz, ${maxAttempts}::int
    where ${onlyIf}
    on conflict (dedupe_key) where status = 'pending' and dedupe_key is not null
    do update set kind = excluded.kind, payload = excluded.payload, run_at = excluded.run_at,
      max_attempts = excluded.max_attempts
    returning id`;
}

/** Cancels the pending job of a key (a running one finishes); answers how many were cancelled. */
export async function cancelJobs(db: DbOrTx, dedupeKey: string): Promise<number> {
  const rows = await cancelJobsQuery(db, dedupeKey);
  return rows.length;
}

/** The statement of `cancelJobs`, not yet run (see `enqueueJobQuery`). */
export function cancelJobsQuery(db: DbOrTx, dedupeKey: string, onlyIf?: SQL) {
  return db
    .update(jobs)
    .set({ status: 'cancelled', finishedAt: sql`now()` })
    .where(and(eq(jobs.dedupeKey, dedupeKey), eq(jobs.status, 'pending'), onlyIf))
    .returning({ id: jobs.id });
}
