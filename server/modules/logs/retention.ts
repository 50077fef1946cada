import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { logs } from '../../db/schema';
import { registerDailySweep } from '../../jobs/daily-sweep';
import { rowsOf } from '../../lib/sql-rows';

/** Log lines are kept 14 days, then deleted by a daily durable job. */
export const LOG_RETENTION_DAYS = 14;
export const LOG_RETENTION_JOB = 'prune_logs';
const BATCH = 10_000;

export async function pruneLogs(db: DbOrTx, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - LOG_RETENTION_DAYS * 24 * 60 * 60_000).toISOString();
  const result = await db.execute(sql`
    delete from ${logs} where id in (
      select id from ${logs} where timestamp < ${cutoff}::timestamptz limit ${BATCH}
    ) returning id`);
  return rowsOf(result).length;
}

export function registerLogRetention(app: FastifyInstance): void {
  registerDailySweep(app, { kind: LOG_RETENTION_JOB, batch: BATCH, sweep: (now) => pruneLogs(app.db, now) });
}
