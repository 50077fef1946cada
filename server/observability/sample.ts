import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../lib/sql-rows';
import { dbPool, intakeOldestAge, intakeQueueDepth, jobsCount, jobsOldestAge, openSockets } from './metrics';

interface QueueRow {
  depth: number | string;
  oldest: string | Date | null;
}

interface JobRow {
  kind: string;
  state: 'pending' | 'running';
  jobs: number | string;
  oldest: string | Date | null;
}

const seconds = (from: string | Date | null, now: Date): number =>
  from === null ? 0 : Math.max(0, (now.getTime() - new Date(from).getTime()) / 1000);

/**
 * The gauges that describe the shared database and this process, read at scrape time: two cheap
 * reads (the intake queue holds only what is unprocessed; pending and running jobs each have a
 * partial index), whatever the organizations. The jobs' ages use the app's clock, as their times do.
 */
export async function sampleGauges(app: FastifyInstance): Promise<void> {
  const now = app.clock.now();
  const [queue] = rowsOf<QueueRow>(
    await app.db.execute(sql`select count(*) as depth, min(received_at) as oldest from intake_events`),
  );
  intakeQueueDepth.set(Number(queue?.depth ?? 0));
  // The webhook stamps its arrival with the real time, whatever the app's clock says.
  intakeOldestAge.set(seconds(queue?.oldest ?? null, new Date()));

  // A pending job is late only once its time has come; a running one, since it was claimed.
  const jobs = rowsOf<JobRow>(
    await app.db.execute(sql`
      select kind, 'pending' as state, count(*) as jobs,
        min(run_at) filter (where run_at <= ${now.toISOString()}::timestamptz) as oldest
      from jobs where status = 'pending' group by kind
      union all
      select kind, 'running' as state, count(*) as jobs, min(locked_at) as oldest
      from jobs where status = 'running' group by kind`),
  );
  // Kinds with nothing left disappear instead of keeping their last figure.
  jobsCount.reset();
  jobsOldestAge.reset();
  for (const row of jobs) {
    const labels = { kind: row.kind, state: row.state };
    jobsCount.set(labels, Number(row.jobs));
    jobsOldestAge.set(labels, seconds(row.oldest, now));
  }

  openSockets.set(app.websocketServer?.clients.size ?? 0);
  const { pool } = app.database;
  if (pool) {
    dbPool.set({ state: 'total' }, pool.totalCount);
    dbPool.set({ state: 'idle' }, pool.idleCount);
    dbPool.set({ state: 'waiting' }, pool.waitingCount);
  }
}
