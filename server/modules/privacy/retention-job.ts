import type { FastifyInstance } from 'fastify';
import { registerDailySweep } from '../../jobs/daily-sweep';
import { RETENTION_BATCH, sweepRetention } from './retention';

export const RETENTION_JOB = 'privacy_retention';

/** The organizations' retention choices, applied once a day (at once again while a backlog remains). */
export function registerRetentionJob(app: FastifyInstance): void {
  registerDailySweep(app, {
    kind: RETENTION_JOB,
    batch: RETENTION_BATCH,
    sweep: (now) => sweepRetention(app, now),
  });
}
