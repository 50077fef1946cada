import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { Database } from '../../../server/db/client';
import { bodyFor, NOT_STAFF_ROUTES, queryFor, secretsOf, simpleRestProbes, urlFor } from './probes';
import { appWithRouteTable, openShop, type RegisteredRoute, type Shop } from './world';

/**
 * Two shops made through the onboarding route. Every `/api` route of the route table is called by
 * shop B's admin and seller with shop A's ids: each answers 404 (403 where the role alone forbids
 * it) and nothing of A appears in any answer. The probe list comes from the registered routes, so a
 * new route is probed without anyone adding it here.
 */

let app: FastifyInstance;
let database: Database;
let routes: RegisteredRoute[];
let a: Shop;
let b: Shop;

beforeAll(async () => {
  ({ app, database, routes } = await appWithRouteTable());
  a = await openShop(app, '5511977770001');
  b = await openShop(app, '5511977770002');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const staffRoutes = () =>
  routes.filter(
    (route) => !route.isPublic && !NOT_STAFF_ROUTES.some((prefix) => route.url.startsWith(prefix)),
  );
const ownerOnly = (route: RegisteredRoute) =>
  route.url.startsWith('/api/master/') || route.url.startsWith('/api/organizations');

async function call(route: RegisteredRoute, headers: { authorization: string }, url: string) {
  const payload = bodyFor(route, a);
  return app.inject({
    method: route.method as 'GET',
    url,
    headers,
    ...(payload ? { payload } : route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
}

function expectNoLeak(route: RegisteredRoute, body: string) {
  for (const secret of secretsOf(a)) {
    expect(body.includes(secret), `${route.method} ${route.url} leaked "${secret}" of organization A`).toBe(
      false,
    );
  }
}

describe('organization B cannot reach organization A', () => {
  it('probes a real route table', () => {
    expect(staffRoutes().filter((route) => route.url.includes(':')).length).toBeGreaterThan(40);
  });

  // Before the probes below, which end B's sessions (sign-out, session revocation).
  it.each(['admin', 'seller'] as const)(
    "B's %s gets 404 or nothing from the simple-rest lists asked for A's records",
    async (who) => {
      for (const url of simpleRestProbes(a)) {
        const response = await app.inject({ method: 'GET', url, headers: b[who] });
        if (response.statusCode !== 404) {
          expect(response.statusCode, url).toBe(200);
          expect(response.json(), url).toEqual([]);
        }
        expectNoLeak({ method: 'GET', url, isPublic: false }, response.body);
      }
    },
  );

  it.each(['admin', 'seller'] as const)(
    "B's %s gets 404 (or 403) for every route with A's ids",
    async (who) => {
      const failures: string[] = [];
      for (const route of staffRoutes().filter((r) => r.url.includes(':'))) {
        const response = await call(route, b[who], urlFor(route, a) + queryFor(route, a));
        const allowed = who === 'admin' && !ownerOnly(route) ? [404] : [403, 404];
        if (!allowed.includes(response.statusCode)) {
          const hint = response.statusCode === 400 ? ' (add a valid body for it in probes.ts)' : '';
          failures.push(
            `${route.method} ${route.url} → ${response.statusCode}${hint}: ${response.body.slice(0, 160)}`,
          );
        }
        expectNoLeak(route, response.body);
      }
      expect(failures).toEqual([]);
    },
  );

  // The frame's one start-up call gathers many reads: each of them must be the caller's.
  it.each(['admin', 'seller'] as const)("B's %s start-up answer is B's organization only", async (who) => {
    const response = await app.inject({ method: 'GET', url: '/api/bootstrap', headers: b[who] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      user: { organizationId: b.organizationId },
      branding: { name: b.organizationName },
    });
    expectNoLeak({ method: 'GET', url: '/api/bootstrap', isPublic: false }, response.body);
  });

  it.each(['admin', 'seller'] as const)(
    "B's %s sees nothing of A through the routes without ids (lists, sends, creations)",
    async (who) => {
      for (const route of staffRoutes().filter((r) => !r.url.includes(':'))) {
        const response = await call(route, b[who], route.url + queryFor(route, a));
        expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
        expectNoLeak(route, response.body);
      }
    },
  );
});

describe("A's live events", () => {
  it("never reach B's sockets", async () => {
    const received = (socket: WebSocket) => {
      const got: string[] = [];
      socket.on('message', (data) => got.push(data.toString()));
      return got;
    };
    const token = (headers: { authorization: string }) => headers.authorization.replace('Bearer ', '');
    const sockets = await Promise.all(
      [a.admin, b.admin, b.seller].map((headers) => app.injectWS(`/ws?token=${token(headers)}`)),
    );
    const [aGot, bAdminGot, bSellerGot] = sockets.map(received);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const sent = await app.inject({
      method: 'POST',
      url: `/api/simulator/instances/${a.instanceId}/messages`,
      headers: a.admin,
      payload: { contactNumber: a.contactNumber, contactName: 'Cliente Segredo', text: 'Tem financiamento?' },
    });
    expect(sent.statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(aGot?.join('\n')).toContain(a.conversationId);
    for (const got of [bAdminGot, bSellerGot]) {
      for (const secret of secretsOf(a)) expect(got?.join('\n')).not.toContain(secret);
    }
    for (const socket of sockets) socket.terminate();
  });
});
