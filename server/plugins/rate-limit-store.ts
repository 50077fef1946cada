import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { type CounterState, countHit } from '../lib/rate-limit-counters';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin's options carry for the store; a route's also name the route. */
interface LimitOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Where the store counts and what time it is; read at each request (the clock is decorated later). */
export interface CounterSource {
  db: Db;
  clock(): Clock;
}

/** The route and the client's key in one digest: an address or a lead source's token is never stored. */
const counterKey = (scope: string, key: string): string =>
  createHash('sha256').update(`${scope}\n${key}`).digest('hex');

const plugin = (state: CounterState) => ({ current: state.count, ttl: state.ttlMs });

/**
 * A store for @fastify/rate-limit that counts in the database (PGlite and PostgreSQL alike), so the
 * replicas behind a load balancer share one count per route and client. Like the plugin's own
 * stores, each route's `child` counts apart from the others.
 */
export function databaseRateLimitStore(source: CounterSource): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly extendWhenExceeded: boolean;

    /** Built by the plugin with its options, then once per limited route by `child`. */
    constructor(
      options: object,
      private readonly scope = 'global',
    ) {
      const limits = options as LimitOptions;
      // No route uses it; refusing at start-up beats a limit that silently behaves otherwise.
      if (limits.exponentialBackoff) throw new Error('rate limit store: exponentialBackoff is not supported');
      this.extendWhenExceeded = limits.continueExceeding ?? false;
    }

    incr(key: string, answer: Answer, timeWindow: number, max: number): void {
      countHit(source.db, {
        key: counterKey(this.scope, key),
        windowMs: timeWindow,
        max,
        extendWhenExceeded: this.extendWhenExceeded,
        now: source.clock().now(),
      }).then(
        (state) => answer(null, plugin(state)),
        (error: Error) => answer(error),
      );
    }

    /** The route's own counter: its merged options and the route (none for `createRateLimit`). */
    child(routeOptions: object): FastifyRateLimitStore {
      const { method, url } = (routeOptions as LimitOptions).routeInfo ?? {};
      const scope = url ? `${[method ?? ''].flat().join(',')} ${url}` : this.scope;
      return new DatabaseStore(routeOptions, scope);
    }
  }
  return DatabaseStore;
}
