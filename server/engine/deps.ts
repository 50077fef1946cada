import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { GatewayResolver } from '../gateways/resolve';
import type { JobRunner } from '../jobs/runner';
import type { Clock } from '../lib/clock';
import type { EventBus } from '../realtime/bus';

/**
 * What the message engine works with: the database, the app's time, durable jobs, live events,
 * the configuration, the gateways and a logger. Engine functions take this (or a `Pick` of it) instead of the
 * HTTP server, so a test builds one without Fastify and a stage cannot reach routes or plugins.
 *
 * The property names are those the server decorates itself with, so the server passes itself
 * where an `EngineDeps` is asked for; `engineDeps` makes the narrowing explicit where it matters.
 */
export interface EngineDeps {
  readonly db: Db;
  /** The opened database, for what drizzle does not cover (LISTEN/NOTIFY, raw batches). */
  readonly database: Database;
  readonly config: Config;
  readonly clock: Clock;
  readonly jobs: JobRunner;
  readonly events: EventBus;
  readonly log: FastifyBaseLogger;
  /** Which WhatsApp gateway serves an instance. */
  readonly gateways: GatewayResolver;
}

/** The engine's view of the server: only the parts named in `EngineDeps`. */
export function engineDeps(source: EngineDeps): EngineDeps {
  const { db, database, config, clock, jobs, events, log, gateways } = source;
  return { db, database, config, clock, jobs, events, log, gateways };
}
