import { setTimeout as sleep } from 'node:timers/promises';
import type { EngineDeps } from '../deps';
import type { Appender, Joined } from './appender';
import { claimRound, newDrainAccount } from './claim-round';
import { type AloneContext, drainAlone } from './drain-alone';
import { ARRIVAL_MS, BATCH, GATHER_MS, LANE_RETRY_MS, POLL_MS, QUIET_MS } from './drain-timing';
import { LaneClaims } from './lanes';
import { deliverLive, newBatch, type Processed, processBatch } from './process-batch';
import { anyDue, type HeldBody, type QueuedEvent } from './queue';
import { ProcessingResults } from './results';

/**
 * Processes appended webhook events in arrival order, many per transaction: each batch stores the
 * events' rows, monitor records and live events and deletes the batch's queue rows in ONE commit,
 * so an event is processed exactly once, also across a crash (what was not committed is still
 * queued and drained at the next start). A batch that fails is retried one body per transaction,
 * so a poison event fails alone: it is recorded as 'processing_error' and tried again later.
 */
export class IntakeDrainer {
  private running = false;
  private again = false;
  private state: 'new' | 'started' | 'stopped' = 'new';
  private timer: NodeJS.Timeout | undefined;
  private readonly results: ProcessingResults;
  private idleWaiters: Array<() => void> = [];
  /**
   * When the last round that took events ended (performance.now()). A round that found nothing (on
   * PostgreSQL, the notification of an append this process already processed) says nothing about
   * a stream.
   */
  private endedAt = Number.NEGATIVE_INFINITY;
  /** The round under way took events. */
  private tookEvents = false;
  /** Events taken by the first round after start: what a stopped process left queued. */
  private firstRound: number | null = 0;
  /** The lanes this process drains (lanes.ts): one batch per lane at a time across processes. */
  private readonly lanes: LaneClaims;
  private refreshing = false;
  /** A held lane was being drained elsewhere in the last batch: the round is tried again shortly. */
  private blocked = false;
  /** The drain's account (claim-round.ts). */
  private readonly times = newDrainAccount();

  constructor(
    private readonly deps: EngineDeps,
    /** Keep results for `waitFor` (the 'processed' acknowledgement); off when nobody waits. */
    keepResults: boolean,
    /** Bodies this process appended, by queue id, until the drainer takes them. */
    private readonly appended: Map<number, HeldBody> = new Map(),
    /** The webhooks' appender: appends arriving during a batch are written in its transaction. */
    private readonly appender?: Appender,
  ) {
    this.results = new ProcessingResults(keepResults);
    this.lanes = new LaneClaims(
      deps.database,
      () => this.kick(),
      (error) => deps.log.warn({ err: error }, 'intake lanes connection failed'),
      appender?.origin,
    );
  }

  /** Once: a stopped drainer (the server closing) stays stopped. */
  start(): void {
    if (this.state !== 'new') return;
    this.state = 'started';
    this.timer = setInterval(() => void this.poll(), POLL_MS);
    this.timer.unref();
    // The first round drains the lanes taken (all of them on the embedded database).
    void this.lanes.refresh().finally(() => this.kick());
  }

  async stop(): Promise<void> {
    const wasStarted = this.state === 'started';
    this.state = 'stopped';
    if (this.timer) clearInterval(this.timer);
    await this.idle();
    const lanes = this.lanes.held().length;
    await this.lanes.close();
    if (wasStarted)
      this.deps.log.info(
        { ...this.times, lanes, lanesTaken: this.lanes.moves.taken, lanesGiven: this.lanes.moves.given },
        'intake lanes at stop',
      );
  }

  /**
   * Started, no round under way, and none for `QUIET_MS`: the webhooks are sporadic, not a stream
   * (in a stream the next call comes right after a round, and gathering is what pays).
   */
  get quiet(): boolean {
    return this.state === 'started' && !this.running && performance.now() - this.endedAt >= QUIET_MS;
  }

  /**
   * The quiet moment's round: starts one for the webhook just held, only when none is running (a
   * running round would otherwise be told to go again for an append it may already have taken).
   * Answers false when a round was under way.
   */
  startIdle(): boolean {
    if (this.state !== 'started' || this.running) return false;
    this.kick();
    return true;
  }

  /** Something was appended: drain now (or right after the batch in progress). */
  kick(): void {
    if (this.state !== 'started') return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.loop();
  }

  /**
   * With nobody waiting for the processing: a pause so the calls of the next milliseconds share the
   * batch, then appends are held for the batch's transaction and the batch starts with the next
   * arrival (or after `ARRIVAL_MS` without one).
   */
  private async gather(): Promise<void> {
    await sleep(GATHER_MS);
    const { appender } = this;
    if (!appender || this.stopping) return;
    appender.hold();
    if (appender.waiting) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        appender.onArrival = undefined;
        resolve();
      };
      const timer = setTimeout(done, ARRIVAL_MS);
      appender.onArrival = done;
    });
  }

  /**
   * The periodic look for other processes' appends and postponed retries: a plain read first, so an
   * empty queue costs no transaction (and no commit).
   */
  private async poll(): Promise<void> {
    if (this.state !== 'started' || this.refreshing) return;
    try {
      // Also while draining: a busy process gives lanes to a newcomer, takes those of a dead one.
      this.refreshing = true;
      await this.lanes.refresh();
      if (this.running) return;
      const lanes = this.deps.database.pglite ? null : this.lanes.held();
      if (lanes?.length !== 0 && (await anyDue(this.deps.db, lanes))) this.kick();
    } catch (error) {
      this.deps.log.warn({ err: error }, 'intake queue poll failed');
    } finally {
      this.refreshing = false;
    }
  }

  /** Resolves when the event `id` is processed; rejects when its processing failed. */
  waitFor(id: number): Promise<Processed> {
    return this.results.waitFor(id);
  }

  /** Nobody waits for `id` now (its outcome was read from the queue). */
  forgetWaiter(id: number): void {
    this.results.forget(id);
  }

  /** Resolves when no batch is running and nothing due is queued (tests, bench, shutdown). */
  idle(): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private get stopping(): boolean {
    return this.state === 'stopped';
  }

  private async loop(): Promise<void> {
    try {
      do {
        // What arrived waits a moment for company, so one sender's calls share a batch; a webhook
        // that found the drainer idle is already held for this batch and goes at once.
        if (!this.results.keep && !this.appender?.waiting) await this.gather();
        // A full batch means more may be waiting; a short one emptied what was due.
        let taken = BATCH;
        while (!this.stopping && taken === BATCH) {
          const started = performance.now();
          const blockedBefore = this.times.blockedBatches;
          taken = await this.drainBatch();
          const spent = performance.now() - started;
          this.times.drainMs += spent;
          // A batch that drained nothing while a lane was held elsewhere was all waiting.
          if (taken === 0 && this.times.blockedBatches > blockedBefore) this.times.laneWaitMs += spent;
          this.times.events += taken;
          if (taken > 0) this.tookEvents = true;
          if (this.firstRound !== null) this.firstRound += taken;
        }
        if (this.blocked && !this.stopping) {
          // Another process is finishing a batch of a lane handed over to this one.
          this.blocked = false;
          this.again = true;
          const started = performance.now();
          await sleep(LANE_RETRY_MS);
          this.times.laneWaitMs += performance.now() - started;
          this.times.drainMs += performance.now() - started;
        }
      } while (this.again && !this.stopping);
    } catch (error) {
      this.deps.log.error({ err: error }, 'intake drainer stopped a round');
    } finally {
      if (this.firstRound !== null) {
        this.deps.log.info({ events: this.firstRound }, 'intake queue drained after start');
        this.firstRound = null;
      }
      this.appender?.release();
      this.running = false;
      if (this.tookEvents) this.endedAt = performance.now();
      this.tookEvents = false;
      const waiting = this.idleWaiters;
      this.idleWaiters = [];
      for (const resolve of waiting) resolve();
    }
  }

  /** One batch; answers how many queued events it took (0: nothing due). */
  private async drainBatch(): Promise<number> {
    const { db } = this.deps;
    let claimed: QueuedEvent[] = [];
    let first: Joined | undefined;
    let last: Joined | undefined;
    // Kicks from here on are appends this claim may miss: they call for another round.
    this.again = false;
    const results = new Map<number, Processed>();
    const batch = newBatch(false);
    this.appender?.hold();
    try {
      await db.transaction(async (tx) => {
        // The webhooks waiting for this batch: stored and processed on its commit (those of the
        // lanes drained here; the others are stored, and their lanes' drainer is notified).
        first = await this.appender?.joinInto(tx, true);
        for (const { id, body, bytes } of first?.appended ?? []) this.appended.set(id, { body, bytes });
        const round = await claimRound(this.deps.database, this.lanes, tx, this.appended, this.times);
        if (round.blocked) this.blocked = true;
        claimed = round.claimed;
        if (claimed.length > 0) await processBatch(this.deps, tx, claimed, results, batch);
        // Those that arrived meanwhile: stored on this commit, processed by the next round.
        last = await this.appender?.joinInto(tx);
      });
    } catch (error) {
      last?.rolledBack();
      first?.rolledBack();
      for (const { id } of first?.appended ?? []) this.appended.delete(id);
      // Appends of this transaction were rolled back with it: they are written again on their own
      // now, before any other round could take them into a transaction again (which, with nobody
      // gathering, would take the same failing body at once, over and over), and the next round
      // processes them from the queue.
      if (this.appender) {
        const rewritten = (first?.appended.length ?? 0) + (last?.appended.length ?? 0);
        await this.appender.writeWaiting();
        if (rewritten > 0) this.again = true;
      }
      this.appender?.release();
      const rolledBack = new Set(first?.appended.map(({ id }) => id));
      if (claimed.length === 0) throw error;
      claimed = claimed.filter((queued) => !rolledBack.has(queued.id));
      this.deps.log.warn({ err: error, events: claimed.length }, 'intake batch failed; one event at a time');
      const alone: AloneContext = {
        deps: this.deps,
        lanes: this.lanes,
        waited: (id) => this.results.awaited(id),
        settle: (id, result) => this.results.settle(id, result),
      };
      for (const queued of claimed) if (!(await drainAlone(alone, queued))) this.blocked = true;
      return claimed.length;
    }
    deliverLive(this.deps, batch);
    first?.committed();
    last?.committed();
    if (last?.appended.length) this.again = true;
    this.appender?.release();
    for (const [id, result] of results) this.results.settle(id, result);
    return claimed.length;
  }
}
