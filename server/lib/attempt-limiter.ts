import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import type { Clock } from './clock';
import { countHit } from './rate-limit-counters';

/**
 * Attempts per account (sign-ins per e-mail, reset links per e-mail, wrong two-factor codes per
 * user) in the database's rate-limit counters, so every replica counts the same attempts and a
 * restart forgets none; the per-address limits alone would let one attacker spread guesses for one
 * account over many addresses or processes. The stored key is a digest: no e-mail is kept.
 */
export class AttemptLimiter {
  constructor(
    private readonly options: {
      db: Db;
      clock: () => Clock;
      /** Which limit this is: two limiters never share a count. */
      scope: string;
      max: number;
      windowMs: number;
    },
  ) {}

  /** Records one attempt; false when the key had already used its `max` attempts in the window. */
  async hit(key: string): Promise<boolean> {
    const { db, clock, max, windowMs } = this.options;
    const state = await countHit(db, {
      key: this.keyOf(key),
      windowMs,
      max,
      extendWhenExceeded: false,
      now: clock().now(),
    });
    return state.count <= max;
  }

  /** Whether the key used its `max` attempts in the window, without recording one. */
  async isFull(key: string): Promise<boolean> {
    const { db, clock, max } = this.options;
    const [row] = await db
      .select({ count: rateLimitCounters.count })
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.key, this.keyOf(key)), gt(rateLimitCounters.resetsAt, clock().now())));
    return (row?.count ?? 0) >= max;
  }

  private keyOf(key: string): string {
    return createHash('sha256').update(`attempts:${this.options.scope}\n${key}`).digest('hex');
  }
}
