import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances, users } from '../../../server/db/schema';
import {
  createInstanceRow,
  createTestApp,
  createUser,
  signedInUser,
  type TestApp,
  type TestUser,
} from '../helpers/app';

let t: TestApp;
let adminA: Awaited<ReturnType<typeof signedInUser>>;
let adminB: Awaited<ReturnType<typeof signedInUser>>;
let sellerA: TestUser;
let instanceA: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  adminA = await signedInUser(t, 'admin');
  adminB = await signedInUser(t, 'admin');
  sellerA = await createUser(t.db, adminA.organizationId);
  instanceA = await createInstanceRow(t.db, adminA.organizationId, sellerA.id, { name: 'Loja A' });
});
afterAll(() => t.close());

const snapshot = async () => ({
  user: await t.db.select().from(users).where(eq(users.id, sellerA.id)),
  instance: await t.db.select().from(instances).where(eq(instances.id, instanceA.id)),
  instancesOfA: await t.db
    .select({ id: instances.id })
    .from(instances)
    .where(eq(instances.userId, sellerA.id)),
});

describe("another organization's rows", () => {
  it('are 404 to read, edit and delete, and stay unchanged', async () => {
    const before = await snapshot();
    const requests = [
      { method: 'GET' as const, url: `/api/users/${sellerA.id}` },
      {
        method: 'PUT' as const,
        url: `/api/users/${sellerA.id}`,
        payload: { name: 'Invasor', email: 'invasor@example.com', password: 'segredo1', role: 'admin' },
      },
      { method: 'DELETE' as const, url: `/api/users/${sellerA.id}` },
      { method: 'GET' as const, url: `/api/instances/${instanceA.id}` },
      {
        method: 'PUT' as const,
        url: `/api/instances/${instanceA.id}`,
        payload: { name: 'Invadida', phone: '11999999999' },
      },
      { method: 'DELETE' as const, url: `/api/instances/${instanceA.id}` },
      {
        method: 'POST' as const,
        url: '/api/users-with-instances',
        payload: { userId: sellerA.id, instanceName: 'Intrusa', instancePhone: '11999999999' },
      },
    ];
    for (const request of requests) {
      const response = await t.app.inject({ ...request, headers: adminB.headers });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(response.json().error).toBe('not_found');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('never appear in lists, whatever the filter', async () => {
    const users = await t.app.inject({
      method: 'GET',
      url: `/api/users?filter=${encodeURIComponent(JSON.stringify({ id: [sellerA.id, adminB.id] }))}`,
      headers: adminB.headers,
    });
    expect(users.json().map((user: { id: string }) => user.id)).toEqual([adminB.id]);
    const byOwner = await t.app.inject({
      method: 'GET',
      url: `/api/instances?filter=${encodeURIComponent(JSON.stringify({ userId: sellerA.id }))}`,
      headers: adminB.headers,
    });
    expect(byOwner.json()).toEqual([]);
    expect(byOwner.headers['content-range']).toBe('instances */0');
    const all = await t.app.inject({ method: 'GET', url: '/api/instances', headers: adminB.headers });
    expect(all.json().map((item: { id: string }) => item.id)).not.toContain(instanceA.id);
  });

  it('are still visible to their own organization', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/instances/${instanceA.id}`,
      headers: adminA.headers,
    });
    expect(response.statusCode).toBe(200);
  });
});
