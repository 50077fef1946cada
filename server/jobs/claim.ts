import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { rowsOf } from '../lib/sql-rows';

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
 *
 * One statement (a runner sweeps at most once per tenth of a lease, and usually finds nothing):
 * each stale row goes to exactly one of the three updates, and each update repeats the staleness
 * test so a row another process settled meanwhile is left alone.
 */
export async function recoverStaleJobs(
  db: Db,
  input: { now: Date; leaseMs: number },
): Promise<{ requeued: number; failed: number; cancelled: number }> {
  const now = input.now.toISOString();
  const expiredBefore = new Date(input.now.getTime() - input.leaseMs).toISOString();
  const stillStale = sql`${jobs.status} = 'running' and ${jobs.lockedAt} < ${expiredBefore}::timestamptz`;
  const result = await db.execute(sql`
    with stale as (
      select id, attempts >= max_attempts as exhausted,
        coalesce(dedupe_key in (
          select dedupe_key from ${jobs} where status = 'pending' and dedupe_key is not null
        ), false) as superseded
      from ${jobs}
      where status = 'running' and locked_at < ${expiredBefore}::timestamptz
    ),
    failed as (
      update ${jobs} set status = 'failed',
        last_error = coalesce(${jobs.lastError}, 'o processo que executava o job parou'),
        finished_at = ${now}::timestamptz, locked_at = null, locked_by = null
      from stale where ${jobs.id} = stale.id and stale.exhausted and ${stillStale}
      returning ${jobs.id}
    ),
    cancelled as (
      update ${jobs} set status = 'cancelled', finished_at = ${now}::timestamptz,
        locked_at = null, locked_by = null
      from stale where ${jobs.id} = stale.id and not stale.exhausted and stale.superseded and ${stillStale}
      returning ${jobs.id}
    ),
    requeued as (
      update ${jobs} set status = 'pending', run_at = ${now}::timestamptz, locked_at = null, locked_by = null
      from stale where ${jobs.id} = stale.id and not stale.exhausted and not stale.superseded and ${stillStale}
      returning ${jobs.id}
    )
    select (select count(*) from requeued)::int as requeued, (select count(*) from failed)::int as failed,
      (select count(*) from cancelled)::int as cancelled
  `);
  const [row] = rowsOf<{ requeued: number; failed: number; cancelled: number }>(result);
  return { requeued: row?.requeued ?? 0, failed: row?.failed ?? 0, cancelled: row?.cancelled ?? 0 };
}
