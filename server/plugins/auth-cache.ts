import type { AuthContext } from '../lib/auth-context';

interface Entry {
  context: AuthContext;
  ip: string | undefined;
  /** Wall-clock expiry: the app's clock may stand still or jump in tests. */
  expiresAt: number;
  /** The token's own expiry (its `exp`, wall clock): the same text was verified, only time moves. */
  tokenExpiresAt: number;
  /** The app's time of the lookup: a clock moved since (idle sign-out) forces a fresh one. */
  checkedAt: number;
  /** What routes remembered for this session (the user `/api/auth/me` answers), forgotten with it. */
  memo: SessionMemo;
}

/** A route's own memory of one verified session, under the same rules as the session itself. */
export type SessionMemo = Map<string, unknown>;

const MAX_ENTRIES = 10_000;

/**
 * A short-lived memory of verified sessions (DESIGN §7): a burst of calls with the same token (the
 * inbox's lists and /api/auth/me on a Monday morning) reads the user and the session once, not
 * once per call. Correctness rules:
 * - an entry lives `ttlMs` (a couple of seconds), the bound on what another server process changes;
 * - any successful write through this process's API (sign-out, a role or password change, a user
 *   deleted, an organization suspended…) forgets every entry at once;
 * - an entry is used only from the same address, and only while the app's clock stays within the
 *   entry's lifetime, so the idle sign-out and the allowed-addresses check behave as without it;
 * - an entry is the verified token's very text, so its signature holds; it ends with the token's
 *   own expiry, as the verification would.
 * Routes may remember what they read for the session in its memo (`request.sessionMemo`): it lives
 * and is forgotten with the entry, under the same rules.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Moves on every `clear`: a lookup begun before a write must not be remembered after it. */
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(token: string, ip: string | undefined, appNow: number): AuthContext | undefined {
    return this.entry(token, ip, appNow)?.context;
  }

  /** The remembered session with its memo, while it is fresh (see `get`). */
  entry(token: string, ip: string | undefined, appNow: number): Entry | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    const wallNow = Date.now();
    const fresh =
      wallNow < entry.expiresAt &&
      wallNow < entry.tokenExpiresAt &&
      entry.ip === ip &&
      appNow >= entry.checkedAt &&
      appNow - entry.checkedAt < this.ttlMs;
    if (!fresh) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  /** Where the cache stands now; pass it to `set` for a lookup that starts now. */
  get epoch(): number {
    return this.generation;
  }

  /**
   * Remembers a verified session; answers its memo (none when the cache is off). A lookup that
   * began before the last `clear` (at an older `epoch`) gets a memo for its own requests but is not
   * remembered: the write that cleared the cache may have ended that very session.
   */
  set(
    token: string,
    ip: string | undefined,
    appNow: number,
    context: AuthContext,
    verified: { epoch: number; tokenExpiresAt: number },
  ): SessionMemo | undefined {
    if (!this.enabled) return undefined;
    const memo: SessionMemo = new Map();
    if (verified.epoch !== this.generation) return memo;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(token, {
      context,
      ip,
      expiresAt: Date.now() + this.ttlMs,
      tokenExpiresAt: verified.tokenExpiresAt,
      checkedAt: appNow,
      memo,
    });
    return memo;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
