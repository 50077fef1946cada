/**
 * The browser tests' clock control: only with TEST_CLOCK_CONTROL, never in production, only for the
 * platform owner; moving the clock runs the jobs that came due.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { ConfigError, loadConfig, testConfig } from '../../../server/config';
import { enqueueJob } from '../../../server/jobs/queue';
import { movableClock } from '../../../server/lib/clock';
import { createOrganization, signedInUser, type TestApp } from '../helpers/app';
import { freshDatabase } from '../helpers/db';

const DAY = 86_400_000;

async function appWith(testClockControl: boolean): Promise<TestApp> {
  const database = await freshDatabase();
  const app = await buildApp({
    config: testConfig({ testClockControl }),
    database,
    clock: testClockControl ? movableClock() : undefined,
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await appWith(true);
});
afterAll(() => t.close());

const move = (headers: { authorization: string }, advanceMs: number) =>
  t.app.inject({ method: 'POST', url: '/api/test/clock', headers, payload: { advanceMs } });

describe('POST /api/test/clock', () => {
  it('moves the clock forward and runs what came due, for the platform owner only', async () => {
    const owner = await signedInUser(t, 'super_admin');
    const ran: string[] = [];
    t.app.jobs.register('clock_probe', async () => {
      ran.push('tomorrow');
    });
    const org = await createOrganization(t.db);
    await enqueueJob(t.db, {
      kind: 'clock_probe',
      organizationId: org.id,
      payload: {},
      runAt: new Date(Date.now() + DAY),
    });

    const moved = await move(owner.headers, DAY + 60_000);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(new Date(moved.json().now).getTime()).toBeGreaterThanOrEqual(Date.now() + DAY);
    expect(ran).toEqual(['tomorrow']);
    expect(t.app.clock.now().getTime()).toBeGreaterThanOrEqual(Date.now() + DAY);

    const back = await move(owner.headers, -DAY);
    expect(back.statusCode).toBe(400);
    expect(back.json().message).toContain('O relógio só anda para a frente');

    const admin = await signedInUser(t, 'admin', (await createOrganization(t.db)).id);
    expect((await move(admin.headers, 1_000)).statusCode).toBe(403);
  });

  it('does not exist without TEST_CLOCK_CONTROL', async () => {
    const plain = await appWith(false);
    try {
      const owner = await signedInUser(plain, 'super_admin');
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/test/clock',
        headers: owner.headers,
        payload: { advanceMs: DAY },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('is refused in production', () => {
    const env = { JWT_SECRET: 'x'.repeat(40), ENCRYPTION_KEY: 'ab'.repeat(32), TEST_CLOCK_CONTROL: 'true' };
    expect(loadConfig(env).testClockControl).toBe(true);
    expect(loadConfig({ ...env, TEST_CLOCK_CONTROL: 'false' }).testClockControl).toBe(false);
    expect(() => loadConfig({ ...env, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, NODE_ENV: 'production' })).toThrow(/TEST_CLOCK_CONTROL/);
  });
});
