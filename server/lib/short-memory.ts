/**
 * A short-lived memory of rows read on a hot path (DESIGN §7): the intake's instance facts, the
 * gateways' credentials. An entry is trusted for `ttlMs` of wall-clock time (the app's clock may
 * stand still or jump in tests), the bound on what another server process changes unseen; a change
 * made through this process forgets at once (`clear`, as the sessions' memory does after any write
 * through the API). The size is bounded: past `maxEntries` it starts over.
 */
export class ShortMemory<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() >= entry.expiresAt) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) this.entries.clear();
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
