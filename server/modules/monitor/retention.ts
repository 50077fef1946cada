import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { webhookEvents } from '../../db/schema';
import { type AgeRule, deleteOlderThan, registerAgeSweep } from '../../jobs/daily-sweep';

/** Monitor records are kept this long (the page says so), then pruned by a daily durable job. */
export const MONITOR_RETENTION_DAYS = 30;
export const MONITOR_RETENTION_JOB = 'prune_webhook_events';

const RULE: AgeRule = {
  table: webhookEvents,
  id: webhookEvents.id,
  at: webhookEvents.startedAt,
  days: MONITOR_RETENTION_DAYS,
  batch: 5_000,
};

export const pruneWebhookEvents = (db: DbOrTx, now: Date): Promise<number> => deleteOlderThan(db, RULE, now);

export const registerMonitorRetention = (app: FastifyInstance): void =>
  registerAgeSweep(app, MONITOR_RETENTION_JOB, RULE);
