import type { Database } from './client';

/** How often an embedded database is vacuumed whole and refreshes its planner statistics. */
export const MAINTENANCE_INTERVAL_MS = 6 * 60 * 60_000;
/** How often the tables whose rows come and go all day (the queues) are vacuumed. */
export const QUEUE_VACUUM_INTERVAL_MS = 60_000;
/**
 * Every webhook is a row appended and deleted, every job a row updated two or three times, every
 * limited request a counter rewritten: without a vacuum their dead rows stay, and the drainer's
 * claim reads past all of them on every batch (measured: the claim's share of a batch grew with the
 * run's history). They are small once vacuumed, so this takes milliseconds.
 */
export const QUEUE_TABLES = ['intake_events', 'jobs', 'rate_limit_counters'] as const;
/**
 * When the cached query plans are dropped: after 5, 10, 20 and 40 s, then every `PLANS_INTERVAL_MS`.
 * PGlite has no autovacuum, so nothing invalidates a plan while its tables grow (PostgreSQL's
 * autovacuum analyses them, which does). A plan made on a table nearly empty at the time keeps
 * scanning it whole once it holds thousands of rows, and the foreign-key checks' plans too: on an
 * install started empty, storing a voice note's bytes checked its message by scanning every message
 * (measured: the intake batch's media insert 0.5 → 26 ms, its follow-up cancel 0.4 → 13 ms). Each
 * statement plans once again on its next run, with the tables' current sizes.
 */
export const PLANS_RAMP_MS = [5_000, 10_000, 20_000, 40_000] as const;
export const PLANS_INTERVAL_MS = 60_000;

export interface MaintenanceLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface MaintenanceSchedule {
  /** Settles when the run under way, if one is, ends; no run starts afterwards. */
  stop(): Promise<void>;
}

/**
 * PGlite has no autovacuum, so an embedded install never gathers planner statistics on its own
 * (large inbox pages end up sorting whole tables) and never reclaims dead rows (each message's
 * conversation update leaves one, each processed webhook another). PostgreSQL's autovacuum does
 * this by itself; there nothing is scheduled. The whole database is vacuumed and analysed after
 * start and every `intervalMs` (ANALYZE samples a bounded number of rows per table; VACUUM skips
 * the pages its last run found clean), the queue tables every `queueIntervalMs`, and the cached
 * query plans are dropped (`plansRampMs`, then every `plansIntervalMs`).
 *
 * A timer rather than a job of the job runner: an embedded database has exactly one server process,
 * so there is nothing to coordinate, and the work leaves no rows behind. The first run starts in the
 * background right after startup (it does not delay readiness), then every `intervalMs`.
 */
export function scheduleDatabaseMaintenance(
  database: Database,
  log: MaintenanceLog,
  options: {
    intervalMs?: number;
    queueIntervalMs?: number;
    plansRampMs?: readonly number[];
    plansIntervalMs?: number;
    onRun?: () => void;
  } = {},
): MaintenanceSchedule {
  const pglite = database.pglite;
  if (database.kind !== 'pglite' || !pglite) return { stop: async () => undefined };
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const run = (statement: string, done: string, failed: string, quiet = false) => {
    if (stopped || pglite.closed) return;
    // One run at a time: the next waits for the one under way instead of overlapping it.
    running = running.then(async () => {
      if (stopped || pglite.closed) return;
      const started = performance.now();
      try {
        await pglite.exec(statement);
        if (!quiet) log.info({ ms: Math.round(performance.now() - started) }, done);
      } catch (error) {
        log.warn({ err: error }, failed);
      }
      options.onRun?.();
    });
  };
  const whole = () =>
    run('vacuum analyze', 'database statistics refreshed', 'database statistics not refreshed');
  const queues = () =>
    run(`vacuum ${QUEUE_TABLES.join(', ')}`, 'queue tables vacuumed', 'queue tables not vacuumed', true);
  const plans = () => run('discard plans', 'query plans dropped', 'query plans not dropped', true);
  const first = [
    setTimeout(whole, 0),
    ...(options.plansRampMs ?? PLANS_RAMP_MS).map((delay) => setTimeout(plans, delay)),
  ];
  const timers = [
    setInterval(whole, options.intervalMs ?? MAINTENANCE_INTERVAL_MS),
    setInterval(queues, options.queueIntervalMs ?? QUEUE_VACUUM_INTERVAL_MS),
    setInterval(plans, options.plansIntervalMs ?? PLANS_INTERVAL_MS),
  ];
  for (const timer of [...first, ...timers]) timer.unref();
  return {
    async stop() {
      stopped = true;
      for (const timer of first) clearTimeout(timer);
      for (const timer of timers) clearInterval(timer);
      await running;
    },
  };
}
