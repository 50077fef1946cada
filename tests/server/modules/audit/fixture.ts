import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../../server/db/client';
import { auditLog } from '../../../../server/db/schema';

export type AuditRow = typeof auditLog.$inferSelect;

/** The records of `action` about one target, oldest first. */
export function recordsOf(db: Db, action: string, targetId: string): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    .orderBy(asc(auditLog.id));
}

/** The one record of `action` about the target; fails when there is none or more than one. */
export async function onlyRecord(db: Db, action: string, targetId: string): Promise<AuditRow> {
  const rows = await recordsOf(db, action, targetId);
  if (rows.length !== 1)
    throw new Error(`expected one ${action} record for ${targetId}, found ${rows.length}`);
  return rows[0] as AuditRow;
}
