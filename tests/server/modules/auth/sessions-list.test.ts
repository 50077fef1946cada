import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { SOCKET_CLOSE } from '../../../../contract/realtime';
import {
  issuePasswordToken,
  RESET_PASSWORD_TOKEN_TTL_MS,
} from '../../../../server/modules/auth/password-tokens';
import {
  authHeader,
  createOrganization,
  createTestApp,
  createUser,
  login,
  type TestApp,
} from '../../helpers/app';

/**
 * The user's own sessions: listed with device and address, ended one by one or all but this one,
 * and an ended session's token refused at once by the API (remembered sessions included) and by
 * the socket.
 */

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let t: TestApp;
let orgId: string;

// Sessions remembered for two seconds, as in production: an ended one must not be served from memory.
beforeAll(async () => {
  t = await createTestApp({ sessionCacheMs: 2_000 });
  orgId = (await createOrganization(t.db)).id;
});
afterAll(() => t.close());

async function signInFrom(user: { email: string; password: string }, userAgent: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email: user.email, password: user.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

interface Row {
  id: string;
  device: string | null;
  ip: string | null;
  current: boolean;
}
const list = async (token: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auth/sessions',
    headers: authHeader(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Row[]>();
};
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(token) });
const end = (token: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: authHeader(token) });

describe('GET /api/auth/sessions', () => {
  it('lists the user’s own sessions with device and address, this one marked', async () => {
    const user = await createUser(t.db, orgId);
    const desk = await signInFrom(user, CHROME_WINDOWS);
    await signInFrom(user, SAFARI_IPHONE);
    await signInFrom(await createUser(t.db, orgId), CHROME_WINDOWS);

    const rows = await list(desk);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.device).sort()).toEqual(['Chrome · Windows', 'Safari · iPhone']);
    expect(rows.filter((row) => row.current)).toEqual([
      expect.objectContaining({ device: 'Chrome · Windows', ip: '127.0.0.1' }),
    ]);
  });
});

describe('ending sessions', () => {
  it('ends one session: its token is refused at once, even just after being remembered', async () => {
    const user = await createUser(t.db, orgId);
    const desk = await signInFrom(user, CHROME_WINDOWS);
    const phone = await signInFrom(user, SAFARI_IPHONE);
    expect((await me(phone)).statusCode).toBe(200);
    const phoneRow = (await list(desk)).find((row) => !row.current);

    const ended = await end(desk, phoneRow?.id ?? '');
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(desk)).statusCode).toBe(200);
    expect(await list(desk)).toHaveLength(1);
  });

  it('answers 404 for another user’s session', async () => {
    const user = await createUser(t.db, orgId);
    const colleague = await createUser(t.db, orgId, { role: 'admin' });
    const mine = await signInFrom(user, CHROME_WINDOWS);
    const theirs = await signInFrom(colleague, CHROME_WINDOWS);
    const [theirRow] = await list(theirs);
    expect((await end(mine, theirRow?.id ?? '')).statusCode).toBe(404);
    expect((await me(theirs)).statusCode).toBe(200);
  });

  it('"sair de todos" ends every other session and keeps this one', async () => {
    const user = await createUser(t.db, orgId);
    const here = await signInFrom(user, CHROME_WINDOWS);
    const others = [await signInFrom(user, SAFARI_IPHONE), await signInFrom(user, CHROME_WINDOWS)];
    for (const token of others) expect((await me(token)).statusCode).toBe(200);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/end-others',
      headers: authHeader(here),
    });
    expect(response.json()).toEqual({ ended: 2 });
    for (const token of others) expect((await me(token)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
  });

  it('a password change by the user form ends the user’s other sessions', async () => {
    const admin = await createUser(t.db, orgId, { role: 'admin' });
    const here = await login(t.app, admin.email, admin.password);
    const elsewhere = await signInFrom(admin, SAFARI_IPHONE);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${admin.id}`,
      headers: authHeader(here),
      payload: { name: 'Ana Souza', email: admin.email, role: 'admin', password: 'senha-trocada-1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
  });

  it('a password reset by link refuses the user’s remembered sessions at once', async () => {
    const user = await createUser(t.db, orgId);
    const phone = await signInFrom(user, SAFARI_IPHONE);
    expect((await me(phone)).statusCode).toBe(200);
    const link = await issuePasswordToken(
      t.db,
      user,
      'reset_password',
      RESET_PASSWORD_TOKEN_TTL_MS,
      t.app.clock.now(),
    );
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link, password: 'senha-nova-2026' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
  });

  it('closes the socket of an ended session within a second', async () => {
    const user = await createUser(t.db, orgId);
    const desk = await signInFrom(user, CHROME_WINDOWS);
    const phone = await signInFrom(user, SAFARI_IPHONE);
    const phoneSocket: WebSocket = await t.app.injectWS(`/ws?token=${phone}`);
    const deskSocket: WebSocket = await t.app.injectWS(`/ws?token=${desk}`);
    let deskClosed = false;
    deskSocket.on('close', () => {
      deskClosed = true;
    });
    const closed = new Promise<number>((done) => phoneSocket.on('close', (code) => done(code)));
    const phoneRow = (await list(desk)).find((row) => !row.current);

    const started = Date.now();
    await end(desk, phoneRow?.id ?? '');
    const code = await Promise.race([closed, new Promise<'open'>((r) => setTimeout(() => r('open'), 1000))]);
    expect(code).toBe(SOCKET_CLOSE.unauthorized);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(deskClosed).toBe(false);
    deskSocket.terminate();
  });
});
