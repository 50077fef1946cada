import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances } from '../../../../server/db/schema';
import {
  createOrganization,
  createTestApp,
  createUser,
  login,
  signedInUser,
  type TestApp,
} from '../../helpers/app';
import { gatewayInstanceRow, instanceRowOf } from './helpers';

/** Every dashboard and simulator route with an id is tenant-scoped; roles are enforced on the server. */

let t: TestApp;
let adminA: Awaited<ReturnType<typeof signedInUser>>;
let adminB: Awaited<ReturnType<typeof signedInUser>>;
let sellerA: { headers: { authorization: string } };
let instanceA: string;
let sellerOwnInstance: string;

beforeAll(async () => {
  t = await createTestApp();
  const orgA = await createOrganization(t.db, { plan: 'enterprise' });
  adminA = await signedInUser(t, 'admin', orgA.id);
  adminB = await signedInUser(t, 'admin');
  const seller = await createUser(t.db, orgA.id, { role: 'vendedor' });
  sellerA = { headers: { authorization: `Bearer ${await login(t.app, seller.email, seller.password)}` } };
  instanceA = (await gatewayInstanceRow(t.db, orgA.id, adminA.id, { gateway: 'simulator' })).id;
  await t.db.update(instances).set({ connectionState: 'connecting' }).where(eq(instances.id, instanceA));
  sellerOwnInstance = (await gatewayInstanceRow(t.db, orgA.id, seller.id, { gateway: 'simulator' })).id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const routesWithId = (id: string): Array<{ method: Method; url: string; payload?: object }> => [
  { method: 'PATCH', url: `/api/instances/${id}`, payload: { aiEnabled: false } },
  { method: 'POST', url: `/api/instances/${id}/disconnect` },
  { method: 'GET', url: `/api/instances/${id}/fetch-evolution-qr` },
  { method: 'POST', url: `/api/instances/${id}/sync-status` },
  { method: 'GET', url: `/api/instances/${id}/diagnostics` },
  { method: 'POST', url: `/api/instances/${id}/system-settings`, payload: { globalAiEnabled: false } },
  { method: 'DELETE', url: `/api/instances/${id}` },
  { method: 'POST', url: `/api/simulator/instances/${id}/scan` },
  {
    method: 'POST',
    url: `/api/simulator/instances/${id}/messages`,
    payload: { contactNumber: '5511987654321', contactName: 'Intruso', text: 'oi' },
  },
  { method: 'GET', url: `/api/simulator/instances/${id}/chats` },
  { method: 'GET', url: `/api/simulator/instances/${id}/chats/5511987654321` },
];

describe("another organization's instance", () => {
  it('is a 404 on every route, and stays unchanged', async () => {
    const before = await instanceRowOf(t.db, instanceA);
    for (const route of routesWithId(instanceA)) {
      const response = await t.app.inject({ ...route, headers: adminB.headers });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(response.json().error, route.url).toBe('not_found');
    }
    const after = await instanceRowOf(t.db, instanceA);
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
  });

  it('is not listed on the simulator page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/simulator/instances',
      headers: adminB.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('a seller', () => {
  it('cannot create instances, configure the token or use the simulator', async () => {
    const forbidden: Array<{ method: Method; url: string; payload?: object }> = [
      { method: 'POST', url: '/api/instances', payload: { name: 'Minha', phone: '11940001234' } },
      { method: 'POST', url: '/api/bikerhub/update-token', payload: { token: 't', apikey: 'k' } },
      { method: 'GET', url: '/api/simulator/instances' },
      { method: 'POST', url: `/api/simulator/instances/${sellerOwnInstance}/scan` },
      {
        method: 'POST',
        url: `/api/simulator/instances/${sellerOwnInstance}/messages`,
        payload: { contactNumber: '5511987654321', contactName: 'Cliente', text: 'oi' },
      },
      { method: 'GET', url: `/api/simulator/instances/${sellerOwnInstance}/chats` },
      { method: 'DELETE', url: `/api/instances/${sellerOwnInstance}` },
    ];
    for (const route of forbidden) {
      const response = await t.app.inject({ ...route, headers: sellerA.headers });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it("reaches its own instance's dashboard calls and gets 404 for a colleague's", async () => {
    for (const url of ['diagnostics', 'fetch-evolution-qr']) {
      const own = await t.app.inject({
        method: 'GET',
        url: `/api/instances/${sellerOwnInstance}/${url}`,
        headers: sellerA.headers,
      });
      expect(own.statusCode, url).toBe(200);
    }
    const sync = await t.app.inject({
      method: 'POST',
      url: `/api/instances/${sellerOwnInstance}/sync-status`,
      headers: sellerA.headers,
    });
    expect(sync.statusCode).toBe(200);

    for (const route of routesWithId(instanceA).slice(0, 6)) {
      const response = await t.app.inject({ ...route, headers: sellerA.headers });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
  });
});

describe('without a session', () => {
  it('answers 401', async () => {
    for (const route of routesWithId(instanceA)) {
      const response = await t.app.inject(route);
      expect(response.statusCode, route.url).toBe(401);
    }
  });
});
