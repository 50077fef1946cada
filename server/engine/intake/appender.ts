import type { Db, DbOrTx } from '../../db/client';
import { type Appended, appendRaw, type HeldBody, type RawEvent } from './queue';

interface Pending {
  event: RawEvent;
  resolve(id: number): void;
  reject(error: unknown): void;
}

/** At most this many bodies per insert (a body may carry inline media). */
const GROUP = 256;

/** What a batch's transaction took from the appender: settled by its commit or its rollback. */
export interface Joined {
  /** The appends written in the batch's transaction: their queue ids, parsed bodies and stored lengths. */
  appended: ReadonlyArray<{ id: number } & HeldBody>;
  committed(): void;
  rolledBack(): void;
}

/**
 * Group commit of the webhook appends: bodies that arrive while an insert is on its way wait for
 * the next one and go together, one multi-row INSERT and one commit for all of them. One sender
 * pays one insert per call; concurrent senders share commits.
 *
 * Around the drainer's batches (`hold`), appends wait and are written inside the batch's
 * transaction (`joinInto`): at its start, where the batch also processes them, and before its
 * commit; they are answered when it commits, and the batch costs no commit of its own. On the
 * embedded database an append could not run during a batch anyway (one connection).
 */
export class Appender {
  private pending: Pending[] = [];
  private flushing = false;
  private held = false;
  /** Called for each append that arrives while appends are held: the drainer may be waiting for one. */
  onArrival: (() => void) | undefined;

  constructor(
    private readonly db: Db,
    /** Bodies appended and not processed yet, by queue id: the drainer takes them instead of reading them back. */
    private readonly bodies: Map<number, HeldBody>,
    /**
     * On PostgreSQL, this process's name: the lanes appended to are announced with it (another
     * process may be the one draining them; this one kicks its own drainer and skips its notices).
     */
    readonly origin?: string,
  ) {}

  /** Durably stored (committed) when this resolves; answers the event's queue id. */
  append(event: RawEvent): Promise<number> {
    return new Promise((resolve, reject) => {
      this.pending.push({ event, resolve, reject });
      if (this.held) {
        this.onArrival?.();
        return;
      }
      this.scheduleFlush();
    });
  }

  /** Appends arriving from now on wait for `joinInto` (or `release`). */
  hold(): void {
    this.held = true;
  }

  /** Whether an append waits to be written (taken by the next `joinInto`). */
  get waiting(): boolean {
    return this.held && this.pending.length > 0;
  }

  /**
   * Writes the waiting appends inside the caller's transaction. The caller settles their answers
   * with `committed()` or `rolledBack()`; on a rollback the appends go back to the head of the line
   * and are written on their own.
   */
  async joinInto(
    tx: DbOrTx,
    /** The caller processes them in the same transaction: their bodies are not kept for later. */
    processedHere = false,
  ): Promise<Joined> {
    const group = this.held ? this.pending.splice(0, GROUP) : [];
    let ids: Appended[] = [];
    if (group.length > 0) {
      try {
        ids = await appendRaw(
          tx,
          group.map((item) => item.event),
          this.origin,
        );
      } catch (error) {
        this.pending.unshift(...group);
        throw error;
      }
    }
    return {
      appended: group.map((item, index) => ({
        id: ids[index]?.id ?? Number.NaN,
        body: item.event.body,
        bytes: ids[index]?.bytes ?? Number.NaN,
      })),
      committed: () => this.settle(group, ids, !processedHere),
      rolledBack: () => {
        this.pending.unshift(...group);
      },
    };
  }

  /**
   * After a batch rolled back: the appends waiting now (its own, put back at the head of the line)
   * are written on their own before the caller goes on, so the next round finds them queued and,
   * if one of them made the batch fail, isolates it like any queued body instead of taking it
   * into its transaction again.
   */
  async writeWaiting(): Promise<void> {
    this.held = false;
    while (this.pending.length > 0) await this.writeGroup();
  }

  /** The batch is over: appends go on their own again (those waiting now, at once). */
  release(): void {
    this.held = false;
    this.scheduleFlush();
  }

  private settle(group: readonly Pending[], ids: readonly Appended[], keepBodies: boolean): void {
    group.forEach((item, index) => {
      const appended = ids[index];
      if (appended === undefined) {
        item.reject(new Error('webhook event not appended'));
        return;
      }
      if (keepBodies) this.bodies.set(appended.id, { body: item.event.body, bytes: appended.bytes });
      item.resolve(appended.id);
    });
  }

  private scheduleFlush(): void {
    if (this.flushing || this.pending.length === 0) return;
    this.flushing = true;
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    while (this.pending.length > 0 && !this.held) await this.writeGroup();
    this.flushing = false;
  }

  /** The next group of waiting appends, in one insert and its own commit. */
  private async writeGroup(): Promise<void> {
    const group = this.pending.splice(0, GROUP);
    try {
      this.settle(
        group,
        await appendRaw(
          this.db,
          group.map((item) => item.event),
          this.origin,
        ),
        true,
      );
    } catch (error) {
      for (const item of group) item.reject(error);
    }
  }
}
