import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { logs } from '../../db/schema';
import { type AgeRule, deleteOlderThan, registerAgeSweep } from '../../jobs/daily-sweep';

/** Log lines are kept 14 days, then deleted by a daily durable job. */
export const LOG_RETENTION_DAYS = 14;
export const LOG_RETENTION_JOB = 'prune_logs';

const RULE: AgeRule = {
  table: logs,
  id: logs.id,
  at: logs.timestamp,
  days: LOG_RETENTION_DAYS,
  batch: 10_000,
};

export const pruneLogs = (db: DbOrTx, now: Date): Promise<number> => deleteOlderThan(db, RULE, now);

export const registerLogRetention = (app: FastifyInstance): void =>
  registerAgeSweep(app, LOG_RETENTION_JOB, RULE);
