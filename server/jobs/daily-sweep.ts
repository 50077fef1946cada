import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../lib/sql-rows';
import { enqueueJob } from './queue';

const DAY_MS = 24 * 60 * 60_000;

export interface DailySweep {
  /** The job's kind, also its dedupe key: one pending sweep for the whole database. */
  kind: string;
  /** Deletes one batch of what is due at `now`; answers how many rows went. */
  sweep(now: Date): Promise<number>;
  /** A full batch: more may be waiting, so the next sweep is queued at once. */
  batch: number;
}

/**
 * A retention sweep as a durable job: queued when a job-running process starts, then by each run
 * for the next day (or at once while a backlog remains). Several processes share the one pending row.
 */
export function registerDailySweep(app: FastifyInstance, sweep: DailySweep): void {
  const queue = (runAt: Date) =>
    enqueueJob(app.db, { kind: sweep.kind, organizationId: null, payload: {}, runAt, dedupeKey: sweep.kind });
  app.jobs.register(sweep.kind, async () => {
    const now = app.clock.now();
    const removed = await sweep.sweep(now);
    if (removed > 0) app.log.info({ kind: sweep.kind, removed }, 'retention sweep removed old rows');
    await queue(removed >= sweep.batch ? now : new Date(now.getTime() + DAY_MS));
  });
  app.addHook('onReady', async () => {
    if (app.config.runJobs) await queue(app.clock.now());
  });
}

/** Rows of `table` kept `days` after their `at`, then deleted `batch` at a time. */
export interface AgeRule {
  table: PgTable;
  id: PgColumn;
  at: PgColumn;
  days: number;
  batch: number;
}

/** Deletes one batch of the rows older than the rule's window; answers how many went. */
export async function deleteOlderThan(db: DbOrTx, rule: AgeRule, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - rule.days * DAY_MS).toISOString();
  const result = await db.execute(sql`
    delete from ${rule.table} where ${rule.id} in (
      select ${rule.id} from ${rule.table} where ${rule.at} < ${cutoff}::timestamptz limit ${rule.batch}
    ) returning ${rule.id}`);
  return rowsOf(result).length;
}

/** The daily sweep of an age rule, under the job kind `kind`. */
export function registerAgeSweep(app: FastifyInstance, kind: string, rule: AgeRule): void {
  registerDailySweep(app, { kind, batch: rule.batch, sweep: (now) => deleteOlderThan(app.db, rule, now) });
}
