import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { webhookEvents } from '../../db/schema';
import { registerDailySweep } from '../../jobs/daily-sweep';
import { rowsOf } from '../../lib/sql-rows';

/** Monitor records are kept this long (the page says so), then pruned by a daily durable job. */
export const MONITOR_RETENTION_DAYS = 30;
export const MONITOR_RETENTION_JOB = 'prune_webhook_events';
const BATCH = 5_000;

/** Deletes one batch of records older than the retention window; answers how many went. */
export async function pruneWebhookEvents(db: DbOrTx, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - MONITOR_RETENTION_DAYS * 24 * 60 * 60_000).toISOString();
  const result = await db.execute(sql`
    delete from ${webhookEvents} where id in (
      select id from ${webhookEvents} where started_at < ${cutoff}::timestamptz limit ${BATCH}
    ) returning id`);
  return rowsOf(result).length;
}

export function registerMonitorRetention(app: FastifyInstance): void {
  registerDailySweep(app, {
    kind: MONITOR_RETENTION_JOB,
    batch: BATCH,
    sweep: (now) => pruneWebhookEvents(app.db, now),
  });
}
