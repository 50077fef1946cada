import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import type { Clock } from '../lib/clock';
import { recordJobFinished } from '../observability/metrics';
import { type ClaimedJob, claimDueJobs, recoverStaleJobs } from './claim';
import { describeJobError, doneUpdate, markAttemptFailed, markDone } from './finish';

export type { ClaimedJob } from './claim';
/**
 * What a handler may hand back: a write to make in the statement that marks the job done (the
 * reply's monitor record, say), so finishing costs one round trip instead of two; or `doneMade`
 * when the handler already committed a statement carrying `JobRun.doneWrite`.
 */
export interface JobDone {
  alsoOnDone?: SQLWrapper;
  doneMade?: boolean;
}

/** What the runner lends the handler of one attempt. */
export interface JobRun {
  /**
   * The update that marks this attempt's job done, bare: the handler makes it as a common table
   * expression of its own last statement (`name as (…)`), so the job is done exactly when that
   * statement's writes are, and then answers `doneMade`.
   */
  doneWrite(): SQL;
}

export type JobHandler = (job: ClaimedJob, run: JobRun) => Promise<JobDone | undefined> | Promise<void>;

/** Thrown by a handler when another attempt cannot help (a refused key, a bad request): fails at once. */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}

/** Whether this attempt is the job's last: a handler records a visible failure before rethrowing. */
export const isLastAttempt = (job: ClaimedJob, error?: unknown): boolean =>
  job.attempts >= job.maxAttempts || error instanceof PermanentJobError;

export interface JobRunnerOptions {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** A running job without a heartbeat for this long belongs to a dead process. */
  leaseMs?: number;
  pollIntervalMs?: number;
  /** Jobs this process runs at once (replies wait on typing delays, so several overlap). */
  concurrency?: number;
}

/**
 * Runs the durable jobs of the `jobs` table. Handlers are registered per kind; `runDue` runs every
 * job due now (tests call it), `start` polls for them (production). Each job is claimed atomically,
 * so any number of processes may run against one database and each job runs once.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly worker = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly leaseMs: number;
  private readonly pollIntervalMs: number;
  private readonly concurrency: number;
  private timer: NodeJS.Timeout | null = null;
  private polling = false;
  /** The clock's time of the last recovery sweep (null before the first). */
  private recoveredAt: number | null = null;

  constructor(private readonly options: JobRunnerOptions) {
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.concurrency = options.concurrency ?? 8;
  }

  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`job kind ${kind} already has a handler`);
    this.handlers.set(kind, handler);
  }

  /** Runs every job due at the clock's now, each once, and answers how many ran. */
  async runDue(): Promise<number> {
    await this.recover();
    let ran = 0;
    for (;;) {
      const claimed = await this.claim(this.concurrency);
      if (claimed.length === 0) return ran;
      await Promise.all(claimed.map((job) => this.execute(job)));
      ran += claimed.length;
    }
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.poll(), this.pollIntervalMs);
    this.timer.unref();
  }

  /** Stops polling and lets the jobs in flight finish (a job cut short is recovered after its lease). */
  async stop(graceMs = 8_000): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.inFlight.size === 0) return;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.inFlight]),
      new Promise<void>((resolve) => {
        timeout = setTimeout(resolve, graceMs);
      }),
    ]);
    clearTimeout(timeout);
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      await this.recover();
      const claimed = await this.claim(this.concurrency - this.inFlight.size);
      for (const job of claimed) {
        const running = this.execute(job).finally(() => this.inFlight.delete(running));
        this.inFlight.add(running);
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'job polling failed');
    } finally {
      this.polling = false;
    }
  }

  /**
   * A job only goes stale a whole lease after its last heartbeat, so sweeping on every poll or
   * `runDue` (a three-update statement, planned each time) finds nothing nearly always. Sweeping
   * once per tenth of a lease of the app's clock recovers a dead process's jobs at most that much
   * later; a clock that moved back (tests) sweeps again.
   */
  private async recover(): Promise<void> {
    const now = this.options.clock.now();
    const since = this.recoveredAt === null ? null : now.getTime() - this.recoveredAt;
    if (since !== null && since >= 0 && since < this.leaseMs / 10) return;
    try {
      const recovered = await recoverStaleJobs(this.options.db, { now, leaseMs: this.leaseMs });
      this.recoveredAt = now.getTime();
      if (recovered.requeued + recovered.failed + recovered.cancelled > 0) {
        this.options.log.warn(recovered, 'jobs of a stopped process recovered');
      }
    } catch (error) {
      // Two processes recovering at once may collide on a key; the next round settles it.
      this.options.log.warn({ err: error }, 'job recovery skipped');
    }
  }

  private claim(limit: number): Promise<ClaimedJob[]> {
    return claimDueJobs(this.options.db, {
      kinds: [...this.handlers.keys()],
      now: this.options.clock.now(),
      limit,
      worker: this.worker,
    });
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const { db, clock, log } = this.options;
    const handler = this.handlers.get(job.kind);
    const heartbeat = setInterval(() => void this.renewLease(job), Math.max(1_000, this.leaseMs / 3));
    heartbeat.unref();
    try {
      if (!handler) throw new PermanentJobError(`no handler for job kind ${job.kind}`);
      const run: JobRun = { doneWrite: () => doneUpdate(job, this.worker, clock.now()) };
      const done = (await handler(job, run)) as JobDone | undefined;
      if (done?.doneMade) recordJobFinished(job.kind, 'done');
      else await markDone(db, job, this.worker, clock.now(), done?.alsoOnDone);
    } catch (error) {
      const message = describeJobError(error);
      const final = isLastAttempt(job, error);
      log[final ? 'error' : 'warn']({ err: error, jobId: job.id, kind: job.kind }, 'job attempt failed');
      await markAttemptFailed(db, job, this.worker, { now: clock.now(), error: message, final }).catch(
        (settleError: unknown) => log.error({ err: settleError, jobId: job.id }, 'job failure not recorded'),
      );
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async renewLease(job: ClaimedJob): Promise<void> {
    await this.options.db
      .update(jobs)
      .set({ lockedAt: this.options.clock.now() })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.worker)))
      .catch((error: unknown) =>
        this.options.log.warn({ err: error, jobId: job.id }, 'job lease not renewed'),
      );
  }
}
