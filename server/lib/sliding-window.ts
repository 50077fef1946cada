/**
 * Counts attempts per key over the last `windowMs`, in memory. Used for the per-e-mail login limit:
 * the per-IP limit alone lets one attacker spread guesses for one account over many addresses.
 * Each replica keeps its own counts, which still bounds guesses to replicas × limit per minute.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly max: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(options: { max: number; windowMs: number; now?: () => number }) {
    this.max = options.max;
    this.windowMs = options.windowMs;
    this.now = options.now ?? Date.now;
  }

  /** Records one attempt; false when the key already used its `max` attempts in the window. */
  hit(key: string): boolean {
    const now = this.now();
    const recent = this.recent(key, now);
    if (recent.length >= this.max) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.sweep(now);
    return true;
  }

  /** Whether the key used its `max` attempts in the window, without recording one. */
  isFull(key: string): boolean {
    return this.recent(key, this.now()).length >= this.max;
  }

  private recent(key: string, now: number): number[] {
    const since = now - this.windowMs;
    return (this.hits.get(key) ?? []).filter((at) => at > since);
  }

  /** Drops keys with no attempt left in the window, so memory follows the active keys only. */
  private sweep(now: number): void {
    for (const key of this.hits.keys()) {
      if (this.recent(key, now).length === 0) this.hits.delete(key);
    }
  }
}
