import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The drizzle handle every repository receives. */
    db: Db;
    /** The opened database, for what drizzle does not cover (PGlite LISTEN/NOTIFY, the pool). */
    database: Database;
    config: Config;
  }
}

/** Makes the configuration and the database reachable from every plugin and route. */
export function decorateContext(app: FastifyInstance, deps: { config: Config; database: Database }): void {
  app.decorate('config', deps.config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
}
