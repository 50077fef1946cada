import type { Processed } from './process-batch';

interface Waiter {
  resolve(result: Processed): void;
  reject(error: unknown): void;
}

/** How long a result nobody waited for yet is kept for a waiter that registers late. */
const KEEP_MS = 60_000;

/**
 * The outcome of each drained event for whoever waits for it (the 'processed' acknowledgement).
 * The waiter registers after its append returns, so a result that comes first is kept briefly.
 */
export class ProcessingResults {
  private readonly waiters = new Map<number, Waiter>();
  private readonly early = new Map<number, { at: number; result: Processed | Error }>();

  constructor(
    /** Keep results nobody waits for yet; off when no caller ever waits. */
    readonly keep: boolean,
  ) {}

  /** Resolves when the event `id` is processed; rejects when its processing failed. */
  waitFor(id: number): Promise<Processed> {
    const done = this.early.get(id);
    if (done) {
      this.early.delete(id);
      return done.result instanceof Error ? Promise.reject(done.result) : Promise.resolve(done.result);
    }
    return new Promise((resolve, reject) => this.waiters.set(id, { resolve, reject }));
  }

  /** Whether someone waits, or may still wait, for the event `id`. */
  awaited(id: number): boolean {
    return this.waiters.has(id) || this.keep;
  }

  settle(id: number, result: Processed | Error): void {
    const waiter = this.waiters.get(id);
    if (waiter) {
      this.waiters.delete(id);
      if (result instanceof Error) waiter.reject(result);
      else waiter.resolve(result);
      return;
    }
    if (!this.keep) return;
    const now = Date.now();
    this.early.set(id, { at: now, result });
    for (const [key, kept] of this.early) {
      if (now - kept.at < KEEP_MS) break;
      this.early.delete(key);
    }
  }
}
