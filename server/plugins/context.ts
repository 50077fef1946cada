import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { createGatewayResolver, type GatewayResolver } from '../gateways/resolve';
import { deliverThroughIntake } from '../gateways/simulator';

declare module 'fastify' {
  interface FastifyInstance {
    /** The drizzle handle every repository receives. */
    db: Db;
    /** The opened database, for what drizzle does not cover (PGlite LISTEN/NOTIFY, the pool). */
    database: Database;
    config: Config;
    /** Which gateway serves an instance (Evolution or the built-in simulator). */
    gateways: GatewayResolver;
  }
}

/** Makes the configuration and the database reachable from every plugin and route. */
export function decorateContext(app: FastifyInstance, deps: { config: Config; database: Database }): void {
  app.decorate('config', deps.config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  // The simulator's webhooks come back through this server's own intake route.
  app.decorate('gateways', createGatewayResolver(app, deliverThroughIntake(app)));
}
