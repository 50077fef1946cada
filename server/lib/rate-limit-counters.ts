import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';

/**
 * The rate limits' fixed-window counters in the database, so every process on it counts the same
 * requests and a restart forgets nothing. Each hit is one statement: concurrent hits on the same key
 * queue on the row instead of reading and writing in two steps, so none is lost.
 */

export interface CounterHit {
  /** Already hashed by the caller: the table never holds an address or a token. */
  key: string;
  windowMs: number;
  max: number;
  /** Past the limit, each further hit starts the window again (the plugin's `continueExceeding`). */
  extendWhenExceeded: boolean;
  now: Date;
}

export interface CounterState {
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

// Qualified by hand: inside ON CONFLICT both the stored row and `excluded` are in scope, and drizzle
// leaves columns unqualified in a one-table statement.
const storedCount = sql.raw('"rate_limit_counters"."count"');
const storedResetsAt = sql.raw('"rate_limit_counters"."resets_at"');

/** Counts one request and answers the count in the current window, a window that ended starting over. */
export async function countHit(db: Db, hit: CounterHit): Promise<CounterState> {
  const now = sql`${hit.now.toISOString()}::timestamptz`;
  const ended = sql`${storedResetsAt} <= ${now}`;
  const restart = hit.extendWhenExceeded ? sql`${ended} or ${storedCount} >= ${hit.max}` : ended;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: hit.key, count: 1, resetsAt: new Date(hit.now.getTime() + hit.windowMs) })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${ended} then 1 else ${storedCount} + 1 end`,
        resetsAt: sql`case when ${restart} then excluded.resets_at else ${storedResetsAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, resetsAt: rateLimitCounters.resetsAt });
  if (!row) throw new Error('rate limit counter not written');
  return { count: row.count, ttlMs: Math.max(0, row.resetsAt.getTime() - hit.now.getTime()) };
}

/** Removes the counters whose window ended by `now` (the next hit would start them over anyway). */
export async function sweepRateLimitCounters(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetsAt, now));
}
