import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNotifications } from '../../../../server/notifications/repository';
import { createOrganization, createTestApp, errorOf, signedInUser, type TestApp } from '../../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers?: { authorization: string }) =>
  t.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });

/** The routes the frame asked one by one before, under the part of the bootstrap that replaces each. */
const PARTS = {
  user: '/api/auth/me',
  branding: '/api/organization/branding',
  plan: '/api/organization/plan',
  preferences: '/api/user/preferences',
  settings: '/api/settings',
  notifications: '/api/notifications',
  bonuses: '/api/user/bonuses?month=3&year=2026',
  crm: '/api/user/autocerto-config',
  portals: '/api/user/portals',
} as const;

describe('GET /api/bootstrap', () => {
  it("answers in one request what each of the frame's start-up routes answers", async () => {
    const shop = await createOrganization(t.db, { plan: 'enterprise', name: 'Loja do Bootstrap' });
    for (const role of ['admin', 'vendedor'] as const) {
      const user = await signedInUser(t, role, shop.id);
      await insertNotifications(t.db, [
        {
          organizationId: shop.id,
          userId: user.id,
          kind: 'hot_lead',
          title: 'Lead quente',
          body: 'Cliente pediu proposta',
          link: '/chat',
          createdAt: new Date('2026-03-10T12:00:00Z'),
        },
      ]);
      const response = await get('/api/bootstrap?month=3&year=2026', user.headers);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<Record<keyof typeof PARTS, unknown>>();
      for (const [part, url] of Object.entries(PARTS) as [keyof typeof PARTS, string][]) {
        if (part === 'plan' && role !== 'admin') {
          expect(answer.plan, 'only the shop admin sees the plan').toBeNull();
          continue;
        }
        const own = await get(url, user.headers);
        expect(own.statusCode, url).toBe(200);
        const expected = part === 'user' ? own.json<{ user: unknown }>().user : own.json();
        expect(answer[part], `${role}: ${part}`).toEqual(expected);
      }
      expect(answer.branding).toMatchObject({ name: 'Loja do Bootstrap', whiteLabel: true });
      expect(answer.notifications).toMatchObject({ unreadCount: 1 });
    }
  });

  it("shows only the caller's own organization and user", async () => {
    const a = await createOrganization(t.db, { name: 'Loja Segredo A' });
    const adminA = await signedInUser(t, 'admin', a.id);
    await insertNotifications(t.db, [
      {
        organizationId: a.id,
        userId: adminA.id,
        kind: 'system',
        title: 'Aviso Segredo',
        body: '',
        link: null,
        createdAt: new Date(),
      },
    ]);
    const b = await createOrganization(t.db, { name: 'Loja B' });
    const sellerB = await signedInUser(t, 'vendedor', b.id);

    const response = await get('/api/bootstrap', sellerB.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      user: { id: sellerB.id, organizationId: b.id },
      branding: { name: 'Loja B' },
      notifications: { unreadCount: 0, notifications: [] },
    });
    for (const secret of [a.id, adminA.id, adminA.email, 'Loja Segredo A', 'Aviso Segredo']) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('needs a session and names a bad month', async () => {
    expect((await get('/api/bootstrap')).statusCode).toBe(401);
    const user = await signedInUser(t, 'vendedor');
    const response = await get('/api/bootstrap?month=13&year=2026', user.headers);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(response))).toContain('month');
  });
});
