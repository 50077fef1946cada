import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../server/app';
import { testConfig } from '../../../../server/config';
import { createTestApp, type TestApp } from '../../helpers/app';

const SOME_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

/** Every route of the users, instances and auth areas except login and health. */
const PROTECTED: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string]> = [
  ['GET', '/api/auth/me'],
  ['GET', '/api/users'],
  ['GET', `/api/users/${SOME_ID}`],
  ['POST', '/api/users'],
  ['POST', '/api/create-user-production-v4'],
  ['PUT', `/api/users/${SOME_ID}`],
  ['DELETE', `/api/users/${SOME_ID}`],
  ['GET', '/api/instances'],
  ['GET', `/api/instances/${SOME_ID}`],
  ['PUT', `/api/instances/${SOME_ID}`],
  ['DELETE', `/api/instances/${SOME_ID}`],
  ['POST', '/api/users-with-instances'],
];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the authentication guard', () => {
  it.each(PROTECTED)('%s %s answers 401 without a token, before reading the body', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      // Invalid on purpose: the guard must answer before validation does.
      ...(method === 'POST' || method === 'PUT' ? { payload: { name: 1 } } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'unauthorized',
      message: 'Token de acesso inválido ou expirado',
    });
  });

  it('guards the HEAD twin of a GET route too', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/api/users' });
    expect(response.statusCode).toBe(401);
  });

  it('lets login and health through without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x@example.com', password: 'y' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().error).toBe('invalid_credentials');
  });

  it('exempts routes under /api/webhooks/ and routes marked public', async () => {
    const app = await buildApp({ config: testConfig(), database: t.database });
    // Routes added after the plugins, as the webhook module will be.
    app.post('/api/webhooks/guard-probe/:id', async () => ({ received: true }));
    app.get('/api/open', { config: { public: true } }, async () => ({ open: true }));
    app.get('/api/closed', async () => ({ open: false }));
    expect(
      (await app.inject({ method: 'POST', url: '/api/webhooks/guard-probe/abc', payload: {} })).statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/open' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/closed' })).statusCode).toBe(401);
    await app.close();
  });
});
