import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { type ManualClock, manualClock } from '../../../server/lib/clock';
import { databaseRateLimitStore } from '../../../server/plugins/rate-limit-store';
import { freshDatabase } from '../helpers/db';

/** The store's handling of the plugin's own options, on a bare server with one limited route. */
let database: Database;
let clock: ManualClock;

beforeAll(async () => {
  database = await freshDatabase();
  clock = manualClock();
});
afterAll(() => database.close());

async function limitedServer(limit: Record<string, unknown>): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore({ db: database.db, clock: () => clock }),
  });
  app.get('/limitado', { config: { rateLimit: { max: 2, timeWindow: 60_000, ...limit } } }, async () => 'ok');
  await app.ready();
  return app;
}

const hit = (app: FastifyInstance) =>
  app.inject({ method: 'GET', url: '/limitado', remoteAddress: '10.9.0.1' }).then((r) => r.statusCode);

describe('database rate-limit store options', () => {
  it('with continueExceeding, each refused request starts the window again', async () => {
    const app = await limitedServer({ continueExceeding: true });
    expect([await hit(app), await hit(app), await hit(app)]).toEqual([200, 200, 429]);
    clock.advance(45_000);
    expect(await hit(app)).toBe(429);
    // A minute after the first refusal, but not after the last: still refused.
    clock.advance(45_000);
    expect(await hit(app)).toBe(429);
    clock.advance(60_000);
    expect(await hit(app)).toBe(200);
    await app.close();
  });

  it('without it, the window ends a minute after its first request however often it is refused', async () => {
    const app = await limitedServer({ keyGenerator: () => 'sem-renovar' });
    expect([await hit(app), await hit(app), await hit(app)]).toEqual([200, 200, 429]);
    clock.advance(45_000);
    expect(await hit(app)).toBe(429);
    clock.advance(15_000);
    expect(await hit(app)).toBe(200);
    await app.close();
  });

  it('refuses at start-up a route asking for exponential backoff, which it does not implement', async () => {
    await expect(limitedServer({ exponentialBackoff: true })).rejects.toThrow(/exponentialBackoff/);
  });
});
