import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { SOCKET_CLOSE } from '../../../../contract/realtime';
import { buildApp } from '../../../../server/app';
import { testConfig } from '../../../../server/config';
import {
  authHeader,
  createOrganization,
  createTestApp,
  createUser,
  login,
  type TestApp,
} from '../../helpers/app';

/**
 * Two server processes on one database, the second remembering sessions for 30 seconds: a session
 * ended through the first is refused by the second within a second, and its socket there closes.
 */
let first: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  first = await createTestApp();
  first.database.pool?.on('error', () => undefined);
  second = await buildApp({ config: testConfig({ sessionCacheMs: 30_000 }), database: first.database });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const within = async (ms: number, check: () => Promise<boolean>): Promise<boolean> => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
};

describe('ending a session seen by another server process', () => {
  it('is refused there within a second, remembered or not, and its socket closes', async () => {
    const orgId = (await createOrganization(first.db)).id;
    const user = await createUser(first.db, orgId);
    const desk = await login(first.app, user.email, user.password);
    const phone = await login(first.app, user.email, user.password);
    const meOnSecond = () =>
      second.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(phone) });
    expect((await meOnSecond()).statusCode).toBe(200);
    const socket: WebSocket = await second.injectWS(`/ws?token=${phone}`);
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));

    const sessions = await first.app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: authHeader(desk),
    });
    const phoneId = sessions.json<Array<{ id: string; current: boolean }>>().find((row) => !row.current)?.id;
    const ended = await first.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneId}`,
      headers: authHeader(desk),
    });
    expect(ended.statusCode).toBe(200);

    expect(await within(1000, async () => (await meOnSecond()).statusCode === 401)).toBe(true);
    const code = await Promise.race([closed, new Promise<'open'>((r) => setTimeout(() => r('open'), 1000))]);
    expect(code).toBe(SOCKET_CLOSE.unauthorized);
  });
});
