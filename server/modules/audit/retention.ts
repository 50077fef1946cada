import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import { type AgeRule, deleteOlderThan, registerAgeSweep } from '../../jobs/daily-sweep';

/** Audit records are kept one year (issue 28), then deleted by the daily sweep; nothing else deletes them. */
export const AUDIT_RETENTION_DAYS = 365;
export const AUDIT_RETENTION_JOB = 'prune_audit_log';

const RULE: AgeRule = {
  table: auditLog,
  id: auditLog.id,
  at: auditLog.at,
  days: AUDIT_RETENTION_DAYS,
  batch: 10_000,
};

export const pruneAuditLog = (db: DbOrTx, now: Date): Promise<number> => deleteOlderThan(db, RULE, now);

export const registerAuditRetention = (app: FastifyInstance): void =>
  registerAgeSweep(app, AUDIT_RETENTION_JOB, RULE);
