import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../../server/db/schema';
import { createOrganization, createTestApp, errorOf, signedInUser, type TestApp } from '../../helpers/app';

/** The short-lived session memory (DESIGN §7): fewer reads, and never a stale answer after a change made through the API. */
let t: TestApp;
let organizationId: string;

beforeAll(async () => {
  t = await createTestApp({ sessionCacheMs: 60_000 });
  organizationId = (await createOrganization(t.db)).id;
});
afterAll(() => t.close());

const usersList = (headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/api/users', headers });
const me = (headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

describe('the session memory', () => {
  it('answers repeated calls without reading the user again', async () => {
    const seller = await signedInUser(t, 'vendedor', organizationId);
    expect((await me(seller.headers)).statusCode).toBe(200);
    // Changed behind the API's back: the remembered session (a seller) still answers, for its short life.
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, seller.id));
    expect((await usersList(seller.headers)).statusCode).toBe(403);
  });

  it('forgets a session at sign-out', async () => {
    const seller = await signedInUser(t, 'vendedor', organizationId);
    expect((await me(seller.headers)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: seller.headers });
    expect(out.statusCode).toBe(200);
    const after = await me(seller.headers);
    expect(after.statusCode).toBe(401);
    expect(errorOf(after).error).toBe('session_ended');
  });

  it('remembers who /api/auth/me is, and shows a change made through the API at once', async () => {
    const admin = await signedInUser(t, 'admin', organizationId);
    const seller = await signedInUser(t, 'vendedor', organizationId);
    const first = await me(seller.headers);
    expect(first.statusCode).toBe(200);
    // Changed behind the API's back: the remembered answer stands for its short life.
    await t.db.update(users).set({ firstName: 'Renomeada' }).where(eq(users.id, seller.id));
    expect((await me(seller.headers)).json()).toEqual(first.json());

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${seller.id}`,
      headers: admin.headers,
      payload: { name: 'Beatriz Lima', email: seller.email, role: 'vendedor' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = (await me(seller.headers)).json<{ user: { firstName: string; lastName: string } }>();
    expect(after.user.firstName).toBe('Beatriz');
    expect(after.user.lastName).toBe('Lima');
  });

  it('sees a role change and a deletion made by an admin at once', async () => {
    const admin = await signedInUser(t, 'admin', organizationId);
    const seller = await signedInUser(t, 'vendedor', organizationId);
    expect((await usersList(seller.headers)).statusCode).toBe(403);
    const promoted = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${seller.id}`,
      headers: admin.headers,
      payload: { name: 'Ana Souza', email: seller.email, role: 'admin' },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await usersList(seller.headers)).statusCode).toBe(200);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${seller.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await me(seller.headers)).statusCode).toBe(401);
  });

  it('never trusts a remembered session from another address', async () => {
    const seller = await signedInUser(t, 'vendedor', organizationId);
    expect((await me(seller.headers)).statusCode).toBe(200);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, seller.id));
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: seller.headers,
      remoteAddress: '203.0.113.9',
    });
    expect(elsewhere.statusCode).toBe(401);
  });
});
