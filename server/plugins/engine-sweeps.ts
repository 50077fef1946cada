import type { FastifyInstance } from 'fastify';
import { queuePurgeSweep } from '../engine/jobs/purge';
import { queueRedistributionSweep } from '../engine/jobs/redistribute';

/**
 * The engine's periodic sweeps (purge of deleted records, redistribution of idle leads) are durable
 * jobs that queue their next run; a process that runs jobs queues the first one when it starts.
 */
export function scheduleEngineSweeps(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    if (!app.config.runJobs) return;
    await queuePurgeSweep(app.db, app.clock.now());
    await queueRedistributionSweep(app.db, app.clock.now());
  });
}
