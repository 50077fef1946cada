import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { testConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { freshDatabase } from '../helpers/db';

/** Liveness and readiness, as a load balancer asks them. */

let app: FastifyInstance | undefined;
let database: Database | undefined;

afterEach(async () => {
  await app?.close().catch(() => undefined);
  await database?.close().catch(() => undefined);
  app = undefined;
  database = undefined;
});

async function start(): Promise<{ app: FastifyInstance; database: Database }> {
  database = await freshDatabase();
  // On PostgreSQL a pool that lost its database must not surface as an uncaught error.
  database.pool?.on('error', () => undefined);
  app = await buildApp({ config: testConfig(), database });
  await app.ready();
  return { app, database };
}

describe('GET /api/ready', () => {
  it('answers 200 once the database answers and carries every migration, 503 while one is missing', async () => {
    const { app, database } = await start();
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ready: true });

    // As a database an older version migrated: this build's last migration is not applied.
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const pending = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(pending.statusCode).toBe(503);
    expect(pending.json()).toEqual({ ready: false, reason: 'migrations_pending' });
  });

  it('answers 503 when the database does not answer, while liveness still says ok', async () => {
    const { app, database } = await start();
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ ready: false, reason: 'database_unreachable' });
    const live = await app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
  });
});
