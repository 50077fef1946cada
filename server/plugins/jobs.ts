import type { FastifyInstance } from 'fastify';
import { JobRunner } from '../jobs/runner';
import { type Clock, systemClock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's time: the system clock, or the test's controllable one. */
    clock: Clock;
    /** Durable jobs: register a handler per kind; `runDue` runs what is due now. */
    jobs: JobRunner;
  }
}

/**
 * The clock and the job runner. Polling starts once the app is ready when the config says this
 * process runs jobs (the server does; tests call `runDue` themselves), and stops on close.
 */
export function registerJobs(app: FastifyInstance, options: { clock?: Clock }): void {
  const clock = options.clock ?? systemClock;
  const runner = new JobRunner({ db: app.db, clock, log: app.log });
  app.decorate('clock', clock);
  app.decorate('jobs', runner);
  app.addHook('onReady', async () => {
    if (app.config.runJobs) runner.start();
  });
  app.addHook('onClose', () => runner.stop());
}
