import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

/** A job this process took: it runs it, then reports done or failed. */
export interface ClaimedJob {
  id: string;
  kind: string;
  organizationId: string | null;
  payload: Record<string, unknown>;
  /** Attempts so far, this one included (1 on the first run). */
  attempts: number;
  maxAttempts: number;
}

/** Rows of `execute`: both drivers (node-postgres and PGlite) answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  const rows =
    typeof result === 'object' && result !== null ? (result as { rows?: unknown }).rows : undefined;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

interface ClaimedRow {
  id: string;
  kind: string;
  organization_id: string | null;
  payload: Record<string, unknown> | null;
  attempts: number;
  max_attempts: number;
}

/**
 * Takes up to `limit` due jobs of the given kinds in one statement. `for update skip locked` lets
 * several server processes claim from the same table at once: a row another process is claiming
 * is skipped, never taken twice. Kinds no handler is registered for are left for a process that has one.
 */
export async function claimDueJobs(
  db: Db,
  input: { kinds: readonly string[]; now: Date; limit: number; worker: string },
): Promise<ClaimedJob[]> {
  if (input.kinds.length === 0 || input.limit <= 0) return [];
  const now = input.now.toISOString();
  const kinds = sql.join(
    input.kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update ${jobs} set status = 'running', attempts = attempts + 1,
      locked_at = ${now}::timestamptz, locked_by = ${input.worker}
    where id in (
      select id from ${jobs}
      where status = 'pending' and run_at <= ${now}::timestamptz and kind in (${kinds})
      order by run_at
      limit ${input.limit}
      for update skip locked
    )
    returning id, kind, organization_id, payload, attempts, max_attempts
  `);
  return rowsOf<ClaimedRow>(result).map((row) => ({
    id: row.id,
    kind: row.kind,
    organizationId: row.organization_id,
    payload: row.payload ?? {},
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
  }));
}

/**
 * Jobs left 'running' by a process that died (its lease ran out without a heartbeat) go back to
 * pending, due at once, so a crash loses none. A job that already used all its attempts this way is
 * failed instead of looping. A newer pending job of the same key wins: the stale one is cancelled.
 */
export async function recoverStaleJobs(
  db: Db,
  input: { now: Date; leaseMs: number },
): Promise<{ requeued: number; failed: number; cancelled: number }> {
  const expiredBefore = new Date(input.now.getTime() - input.leaseMs);
  const stale = and(eq(jobs.status, 'running'), lt(jobs.lockedAt, expiredBefore));
  const failed = await db
    .update(jobs)
    .set({
      status: 'failed',
      lastError: sql`coalesce(${jobs.lastError}, 'o processo que executava o job parou')`,
      finishedAt: input.now,
      lockedAt: null,
      lockedBy: null,
    })
    .where(and(stale, sql`${jobs.attempts} >= ${jobs.maxAttempts}`))
    .returning({ id: jobs.id });
  const superseded = db
    .select({ key: jobs.dedupeKey })
    .from(jobs)
    .where(and(eq(jobs.status, 'pending'), sql`${jobs.dedupeKey} is not null`));
  const cancelled = await db
    .update(jobs)
    .set({ status: 'cancelled', finishedAt: input.now, lockedAt: null, lockedBy: null })
    .where(and(stale, inArray(jobs.dedupeKey, superseded)))
    .returning({ id: jobs.id });
  const requeued = await db
    .update(jobs)
    .set({ status: 'pending', runAt: input.now, lockedAt: null, lockedBy: null })
    .where(stale)
    .returning({ id: jobs.id });
  return { requeued: requeued.length, failed: failed.length, cancelled: cancelled.length };
}
