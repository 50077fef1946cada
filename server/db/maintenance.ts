import type { Database } from './client';

/** How often an embedded database refreshes its planner statistics. */
export const MAINTENANCE_INTERVAL_MS = 6 * 60 * 60_000;

export interface MaintenanceLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface MaintenanceSchedule {
  /** Settles when the run in progress (if any) ends; no run starts afterwards. */
  stop(): Promise<void>;
}

/**
 * PGlite has no autovacuum, so an embedded install never gathers planner statistics on its own and
 * large inbox pages end up sorting whole tables. PostgreSQL's autovacuum does this by itself; there
 * nothing is scheduled. ANALYZE samples a bounded number of rows per table, so a run takes well
 * under a second even on a large inbox.
 *
 * A timer rather than a job of the job runner: an embedded database has exactly one server process,
 * so there is nothing to coordinate, and the work leaves no rows behind. The first run starts in the
 * background right after startup (it does not delay readiness), then every `intervalMs`.
 */
export function scheduleDatabaseMaintenance(
  database: Database,
  log: MaintenanceLog,
  options: { intervalMs?: number; onRun?: () => void } = {},
): MaintenanceSchedule {
  const pglite = database.pglite;
  if (database.kind !== 'pglite' || !pglite) return { stop: async () => undefined };
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const analyze = () => {
    if (stopped || pglite.closed) return;
    running = (async () => {
      const started = performance.now();
      try {
        await pglite.exec('analyze');
        log.info({ ms: Math.round(performance.now() - started) }, 'database statistics refreshed');
      } catch (error) {
        log.warn({ err: error }, 'database statistics not refreshed');
      }
      options.onRun?.();
    })();
  };
  const first = setTimeout(analyze, 0);
  const timer = setInterval(analyze, options.intervalMs ?? MAINTENANCE_INTERVAL_MS);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
