import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { testConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { rateLimitCounters } from '../../../server/db/schema';
import { type ManualClock, manualClock } from '../../../server/lib/clock';
import { freshDatabase } from '../helpers/db';

/**
 * The rate limits count in the database: replicas behind a load balancer (here two apps on one
 * database) share each route's count, a window that ended starts over, and parallel requests are
 * all counted.
 */
const LIMIT = 3;
const LIMITED = {
  error: 'too_many_requests',
  message: 'Muitas tentativas de login. Aguarde um minuto e tente novamente.',
};

let database: Database;
let clock: ManualClock;
let replicaA: FastifyInstance;
let replicaB: FastifyInstance;

const replica = async (loginRateLimit: number) => {
  const app = await buildApp({ config: testConfig({ loginRateLimit }), database, clock });
  await app.ready();
  return app;
};

beforeAll(async () => {
  database = await freshDatabase();
  clock = manualClock();
  replicaA = await replica(LIMIT);
  replicaB = await replica(LIMIT);
});
afterAll(async () => {
  await replicaA.close();
  await replicaB.close();
  await database.close();
});

const signIn = (app: FastifyInstance, remoteAddress: string, n: number) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: `tentativa${n}@example.com`, password: 'errada' },
    remoteAddress,
  });

const forgotPassword = (app: FastifyInstance, remoteAddress: string, n: number) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: `esqueci${n}@example.com` },
    remoteAddress,
  });

describe('rate limits shared by every replica', () => {
  it('refuses on one replica the sign-in attempt past the limit the other replica used up', async () => {
    for (const n of [1, 2, 3]) expect((await signIn(replicaA, '10.1.0.1', n)).statusCode).toBe(401);

    const blocked = await signIn(replicaB, '10.1.0.1', 4);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(LIMITED);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address and another limited route count apart.
    expect((await signIn(replicaB, '10.1.0.2', 5)).statusCode).toBe(401);
    expect((await forgotPassword(replicaB, '10.1.0.1', 1)).statusCode).toBe(200);
  });

  it('lets the address in again once its window ended', async () => {
    for (const n of [1, 2, 3]) expect((await signIn(replicaA, '10.2.0.1', n)).statusCode).toBe(401);
    expect((await signIn(replicaB, '10.2.0.1', 4)).statusCode).toBe(429);

    clock.advance(60_000);
    expect((await signIn(replicaB, '10.2.0.1', 5)).statusCode).toBe(401);
    // The new window counts from one again: two more pass, the next is refused.
    for (const n of [6, 7]) expect((await signIn(replicaA, '10.2.0.1', n)).statusCode).toBe(401);
    expect((await signIn(replicaB, '10.2.0.1', 8)).statusCode).toBe(429);
  });

  it('keeps neither addresses nor e-mails readable in the counters', async () => {
    const rows = await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('parallel requests', () => {
  const pair: FastifyInstance[] = [];
  beforeAll(async () => {
    pair.push(await replica(10), await replica(10));
  });
  afterAll(async () => {
    for (const app of pair) await app.close();
  });

  it('counts every one of 20 parallel requests on two replicas against a limit of 10', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => forgotPassword(pair[n % 2] as FastifyInstance, '10.3.0.1', n)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 429)).toHaveLength(10);
  });

  it('counts the attempts on one account across replicas and addresses (per e-mail limit)', async () => {
    // Each attempt from its own address: only the per-e-mail count can refuse the fourth.
    const guess = (app: FastifyInstance, n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'alvo@example.com', password: `errada-${n}` },
        remoteAddress: `10.9.0.${n}`,
      });
    expect((await guess(replicaA, 1)).statusCode).toBe(401);
    expect((await guess(replicaB, 2)).statusCode).toBe(401);
    expect((await guess(replicaA, 3)).statusCode).toBe(401);
    const blocked = await guess(replicaB, 4);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(LIMITED);
    // No e-mail is kept in the counters, only digests.
    const keys = await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(JSON.stringify(keys)).not.toContain('alvo@example.com');
  });
});
