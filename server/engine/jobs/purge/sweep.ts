import { and, asc, isNotNull, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { instances, users } from '../../../db/schema';
import { enqueueJob } from '../../../jobs/queue';
import { sweepRateLimitCounters } from '../../../lib/rate-limit-counters';
import type { EngineDeps } from '../../deps';
import { purgeInstance } from './instance';
import { purgeUser } from './user';

/** Deleted users and instances are kept this long (restorable by support), then purged for good. */
export const RETENTION_MS = 30 * 24 * 60 * 60_000;
const SWEEP_INTERVAL_MS = 24 * 60 * 60_000;
/** Rows purged per sweep; more wait for the next sweep, queued at once. */
const BATCH = 50;

export const PURGE_JOB = 'purge_deleted';
const PURGE_KEY = PURGE_JOB;

export interface PurgeSummary {
  instances: number;
  users: number;
  /** Users whose rows still hang on something live; tried again on the next sweep. */
  usersKept: number;
  messages: number;
  /** Whether a full batch was found, so more may be waiting. */
  more: boolean;
}

/** Queues the one sweep of the whole database (a pending one moves to `runAt`). */
export function queuePurgeSweep(db: DbOrTx, runAt: Date): Promise<string> {
  return enqueueJob(db, { kind: PURGE_JOB, organizationId: null, payload: {}, runAt, dedupeKey: PURGE_KEY });
}

const deletedBefore = (column: typeof instances.deletedAt | typeof users.deletedAt, cutoff: Date) =>
  and(isNotNull(column), lte(column, cutoff));

/**
 * Purges what was deleted more than 30 days before `now`: instances first (each with its
 * conversations, messages, leads and settings), then users, each row in a transaction of its own so
 * one failure keeps the rest of the sweep.
 */
export async function purgeDeleted(db: Db, now: Date): Promise<PurgeSummary> {
  const cutoff = new Date(now.getTime() - RETENTION_MS);
  const summary: PurgeSummary = { instances: 0, users: 0, usersKept: 0, messages: 0, more: false };

  const dueInstances = await db
    .select({ id: instances.id })
    .from(instances)
    .where(deletedBefore(instances.deletedAt, cutoff))
    .orderBy(asc(instances.deletedAt))
    .limit(BATCH);
  for (const { id } of dueInstances) {
    const removed = await db.transaction((tx) => purgeInstance(tx, id));
    summary.instances += 1;
    summary.messages += removed.messages;
  }

  const dueUsers = await db
    .select({ id: users.id })
    .from(users)
    .where(deletedBefore(users.deletedAt, cutoff))
    .orderBy(asc(users.deletedAt))
    .limit(BATCH);
  for (const { id } of dueUsers) {
    const outcome = await db.transaction((tx) => purgeUser(tx, id));
    if ('purged' in outcome) summary.users += 1;
    else summary.usersKept += 1;
  }

  // Kept users stay due; only a batch that made progress asks for another sweep at once.
  summary.more = dueInstances.length === BATCH || (dueUsers.length === BATCH && summary.users > 0);
  return summary;
}

/**
 * The daily sweep as a durable job: queued when a job-running process starts, then by each run for
 * the next day (or at once while a backlog remains). Several processes share the one pending row.
 */
export function registerPurgeJob(deps: EngineDeps): void {
  deps.jobs.register(PURGE_JOB, async () => {
    const now = deps.clock.now();
    const summary = await purgeDeleted(deps.db, now);
    // Ended rate-limit windows: the next hit would start them over, so they are only space.
    await sweepRateLimitCounters(deps.db, now);
    if (summary.instances + summary.users + summary.usersKept > 0) {
      deps.log.info(summary, 'deleted users and instances purged');
    }
    const next = summary.more ? now : new Date(now.getTime() + SWEEP_INTERVAL_MS);
    await queuePurgeSweep(deps.db, next);
  });
}
