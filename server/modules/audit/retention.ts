import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import { registerDailySweep } from '../../jobs/daily-sweep';
import { rowsOf } from '../../lib/sql-rows';

/** Audit records are kept one year (issue 28), then deleted by the daily sweep; nothing else deletes them. */
export const AUDIT_RETENTION_DAYS = 365;
export const AUDIT_RETENTION_JOB = 'prune_audit_log';
const BATCH = 10_000;

export async function pruneAuditLog(db: DbOrTx, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 24 * 60 * 60_000).toISOString();
  const result = await db.execute(sql`
    delete from ${auditLog} where id in (
      select id from ${auditLog} where at < ${cutoff}::timestamptz limit ${BATCH}
    ) returning id`);
  return rowsOf(result).length;
}

export function registerAuditRetention(app: FastifyInstance): void {
  registerDailySweep(app, {
    kind: AUDIT_RETENTION_JOB,
    batch: BATCH,
    sweep: (now) => pruneAuditLog(app.db, now),
  });
}
