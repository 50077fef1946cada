import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../../../../server/db/schema';
import type { TokenClaims } from '../../../../server/plugins/auth';
import {
  authHeader,
  createOrganization,
  createTestApp,
  createUser,
  errorOf,
  login,
  type TestApp,
  type TestUser,
} from '../../helpers/app';

let t: TestApp;
let orgId: string;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  orgId = (await createOrganization(t.db)).id;
  admin = await createUser(t.db, orgId, { role: 'admin', firstName: 'Carla', lastName: 'Mendes Lima' });
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('answers a token and the public user, and records the login time', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email.toUpperCase(), password: admin.password },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toEqual({
      id: admin.id,
      organizationId: orgId,
      name: 'Carla Mendes Lima',
      first_name: 'Carla',
      last_name: 'Mendes Lima',
      firstName: 'Carla',
      lastName: 'Mendes Lima',
      email: admin.email,
      role: 'admin',
      createdAt: expect.any(String),
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    const [row] = await t.db.select({ at: users.lastLoginAt }).from(users).where(eq(users.id, admin.id));
    expect(row?.at).toBeInstanceOf(Date);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: 'outra-senha' },
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ninguem@example.com', password: 'outra-senha' },
    });
    const expected = { error: 'invalid_credentials', message: 'Credenciais inválidas' };
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(expected);
    expect(unknownEmail.json()).toEqual(expected);
  });

  it('asks for both fields', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: '' } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('Por favor, preencha email e senha.');
  });

  it('refuses a soft-deleted user', async () => {
    const gone = await createUser(t.db, orgId);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: gone.email, password: gone.password },
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).error).toBe('invalid_credentials');
  });
});

describe('GET /api/auth/me', () => {
  it('answers the signed-in user', async () => {
    const token = await login(t.app, admin.email, admin.password);
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: admin.id, email: admin.email, role: 'admin' });
  });

  it('answers 401 without a token, with a malformed one and with a forged one', async () => {
    const unauthorized = { error: 'unauthorized', message: 'Token de acesso inválido ou expirado' };
    // A genuine payload with the signature of another token: the signature does not match.
    const [header, payload] = t.app.jwt.sign({ sub: admin.id, org: orgId }).split('.');
    const otherSignature = t.app.jwt.sign({ sub: orgId, org: orgId }).split('.')[2];
    const forged = `${header}.${payload}.${otherSignature}`;
    for (const headers of [
      {},
      { authorization: 'Bearer abc.def' },
      { authorization: 'Basic Zm9v' },
      authHeader(forged),
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized);
    }
  });

  it('refuses an expired token', async () => {
    const twoHoursAgo = Math.floor(Date.now() / 1000) - 2 * 3600;
    // Signed with the app's key and its 1 h lifetime, issued two hours ago: expired an hour ago.
    const claims = { sub: admin.id, org: orgId, iat: twoHoursAgo } as TokenClaims;
    const token = t.app.jwt.sign(claims);
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(token) });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).error).toBe('unauthorized');
  });

  it('refuses the token of a user deleted after signing in', async () => {
    const leaving = await createUser(t.db, orgId);
    const token = await login(t.app, leaving.email, leaving.password);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, leaving.id));
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(token) });
    expect(response.statusCode).toBe(401);
  });
  it('refuses the token of a user whose organization was deleted', async () => {
    const otherOrg = await createOrganization(t.db);
    const member = await createUser(t.db, otherOrg.id, { role: 'admin' });
    const token = await login(t.app, member.email, member.password);
    await t.db.update(organizations).set({ deletedAt: new Date() }).where(eq(organizations.id, otherOrg.id));
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(token) });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a validly signed token whose claims do not name a live user of that organization', async () => {
    const otherOrg = await createOrganization(t.db);
    for (const claims of [
      { sub: admin.id },
      { sub: admin.id, org: otherOrg.id },
      { sub: 'admin', org: orgId },
    ]) {
      const token = t.app.jwt.sign(claims as TokenClaims);
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(token) });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('GET /api/health', () => {
  it('is public', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
