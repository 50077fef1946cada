import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SETTINGS_DEFAULTS, type SystemSettings } from '../../../../contract/settings';
import { instances, organizations } from '../../../../server/db/schema';
import { type EngineApp, engineApp } from '../../engine/app';
import {
  customerSends,
  lastDecisionReason,
  messagesOf,
  newCustomer,
  openShop,
  quietPeriodPasses,
} from '../../engine/shop';
import { createOrganization, createUser, errorOf, signedInUser } from '../../helpers/app';

let t: EngineApp;
beforeAll(async () => {
  t = await engineApp();
});
afterAll(() => t.close());

const put = (headers: { authorization: string }, payload: Partial<SystemSettings>, remoteAddress?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers,
    payload: { ...SYSTEM_SETTINGS_DEFAULTS, ...payload },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const testApp = () => ({ ...t, close: t.close });

describe('system settings', () => {
  it('answers the page defaults to every role, and saves what an admin sends', async () => {
    const admin = await signedInUser(testApp(), 'admin');
    const seller = await signedInUser(testApp(), 'vendedor', admin.organizationId);

    const initial = await t.app.inject({ method: 'GET', url: '/api/settings', headers: seller.headers });
    expect(initial.statusCode, initial.body).toBe(200);
    expect(initial.json()).toMatchObject({ ...SYSTEM_SETTINGS_DEFAULTS, canEdit: false, lastBackupAt: null });

    const changed = {
      dailyBackup: false,
      debugMode: true,
      emailNotifications: false,
      whatsappAlerts: false,
      systemAlerts: true,
      sessionTimeout: 120,
      allowedIps: '127.0.0.0/8\n2001:db8::/32',
      redistributeIdleLeads: false,
      idleLeadHours: 72,
    };
    const saved = await put(admin.headers, changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...changed, canEdit: true });

    const again = await t.app.inject({ method: 'GET', url: '/api/settings', headers: seller.headers });
    expect(again.json()).toMatchObject(changed);
    const [org] = await t.db
      .select({ redistribute: organizations.leadRedistributionEnabled, settings: organizations.settings })
      .from(organizations)
      .where(eq(organizations.id, admin.organizationId));
    expect(org?.redistribute).toBe(false);
    expect(org?.settings).toMatchObject({ debugMode: true, idleLeadHours: 72 });

    // Another organization keeps its own defaults.
    const other = await signedInUser(testApp(), 'admin');
    const theirs = await t.app.inject({ method: 'GET', url: '/api/settings', headers: other.headers });
    expect(theirs.json()).toMatchObject(SYSTEM_SETTINGS_DEFAULTS);
  });

  it('lets only admins write', async () => {
    const seller = await signedInUser(testApp(), 'vendedor');
    const response = await put(seller.headers, { debugMode: true });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['sessionTimeout', { sessionTimeout: 4 }, 'Timeout de sessão deve estar entre 5 e 480 minutos'],
    ['sessionTimeout', { sessionTimeout: 481 }, 'Timeout de sessão deve estar entre 5 e 480 minutos'],
    ['idleLeadHours', { idleLeadHours: 0 }, 'Horas sem atividade deve estar entre 1 e 720 horas'],
    ['allowedIps', { allowedIps: '127.0.0.1\n10.0.0.0/33' }, '10.0.0.0/33'],
    ['allowedIps', { allowedIps: 'minha-casa' }, 'minha-casa'],
    ['debugMode', { debugMode: 'sim' as unknown as boolean }, 'Modo debug deve ser verdadeiro ou falso'],
  ])('refuses a bad %s with a 400 naming it', async (field, payload, text) => {
    const admin = await signedInUser(testApp(), 'admin');
    const response = await put(admin.headers, payload);
    expect(response.statusCode, response.body).toBe(400);
    const body = errorOf(response);
    expect(JSON.stringify(body.details)).toContain(field);
    expect(body.message).toContain(text);
  });

  it('accepts the bounds themselves', async () => {
    const admin = await signedInUser(testApp(), 'admin');
    expect((await put(admin.headers, { sessionTimeout: 5, idleLeadHours: 720 })).statusCode).toBe(200);
    expect((await put(admin.headers, { sessionTimeout: 480, idleLeadHours: 1 })).statusCode).toBe(200);
  });
});

describe('global AI', () => {
  it('off stops the reply at the decision, with the reason on the monitor record', async () => {
    const shop = await openShop(t);
    const off = await put(shop.headers, { globalAiEnabled: false });
    expect(off.statusCode, off.body).toBe(200);

    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Oi, o Onix ainda está à venda?' });
    await quietPeriodPasses(t);
    expect(await lastDecisionReason(t, shop, contact)).toBe('organization_ai_disabled');
    const sent = await messagesOf(t, shop, contact);
    expect(sent.filter((message) => message.origin === 'ai')).toEqual([]);

    await put(shop.headers, { globalAiEnabled: true });
    const next = newCustomer();
    await customerSends(t, shop, next, { text: 'Bom dia, quero ver o HB20' });
    await quietPeriodPasses(t);
    expect(await lastDecisionReason(t, shop, next)).toBe('ai_will_respond');
  });

  it("is the inbox's all-instances switch: either one changes the other", async () => {
    const shop = await openShop(t);
    const flip = await t.app.inject({
      method: 'POST',
      url: '/api/settings/global-ai',
      headers: shop.headers,
      payload: { enabled: false },
    });
    expect(flip.statusCode, flip.body).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: '/api/settings', headers: shop.headers });
    expect(read.json().globalAiEnabled).toBe(false);

    expect((await put(shop.headers, { globalAiEnabled: true })).statusCode).toBe(200);
    const [instance] = await t.db
      .select({ on: instances.globalAiEnabled })
      .from(instances)
      .where(eq(instances.id, shop.instanceId));
    expect(instance?.on).toBe(true);
  });
});

describe('allowed IPs', () => {
  it('refuses sign-in and calls from elsewhere with a clear 403', async () => {
    const admin = await signedInUser(testApp(), 'admin');
    const seller = await createUser(t.db, admin.organizationId);
    const saved = await put(admin.headers, { allowedIps: '127.0.0.0/8\n203.0.113.0/24' });
    expect(saved.statusCode, saved.body).toBe(200);

    const fromOffice = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: admin.headers,
      remoteAddress: '203.0.113.9',
    });
    expect(fromOffice.statusCode).toBe(200);
    const fromHome = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: admin.headers,
      remoteAddress: '198.51.100.7',
    });
    expect(fromHome.statusCode).toBe(403);
    expect(errorOf(fromHome).message).toContain('IPs permitidos');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: seller.email, password: seller.password },
      remoteAddress: '198.51.100.7',
    });
    expect(login.statusCode).toBe(403);
    expect(errorOf(login).error).toBe('ip_not_allowed');

    // Users of other organizations are not affected.
    const org = await createOrganization(t.db);
    const outsider = await createUser(t.db, org.id);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: outsider.email, password: outsider.password },
      remoteAddress: '198.51.100.7',
    });
    expect(theirs.statusCode).toBe(200);
  });

  it('will not let an admin save a list that locks out their own address', async () => {
    const admin = await signedInUser(testApp(), 'admin');
    const response = await put(admin.headers, { allowedIps: '203.0.113.0/24' }, '198.51.100.7');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(response).details)).toContain('allowedIps');
    expect(errorOf(response).message).toContain('198.51.100.7');

    const ipv6 = await put(admin.headers, { allowedIps: '2001:db8:1::/48' }, '2001:db8:1::25');
    expect(ipv6.statusCode, ipv6.body).toBe(200);
  });
});

describe('allowed IPs behind a load balancer', () => {
  it("checks the client's forwarded address when the proxy is trusted", async () => {
    const behind = await engineApp({ config: { trustProxy: ['127.0.0.1'] } });
    try {
      const admin = await signedInUser({ ...behind, close: behind.close }, 'admin');
      const saved = await behind.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: { ...admin.headers, 'x-forwarded-for': '203.0.113.9' },
        payload: { ...SYSTEM_SETTINGS_DEFAULTS, allowedIps: '203.0.113.0/24' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const me = (forwardedFor: string) =>
        behind.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { ...admin.headers, 'x-forwarded-for': forwardedFor },
        });
      expect((await me('203.0.113.50')).statusCode).toBe(200);
      expect((await me('198.51.100.7')).statusCode).toBe(403);
    } finally {
      await behind.close();
    }
  });
});

describe('session timeout', () => {
  it('refuses a session idle for longer than the timeout, and keeps an active one', async () => {
    const admin = await signedInUser(testApp(), 'admin', undefined, { idleSessions: true });
    expect((await put(admin.headers, { sessionTimeout: 10 })).statusCode).toBe(200);
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin.headers });

    // Active every 9 minutes for half an hour: still signed in.
    for (let minute = 0; minute < 30; minute += 9) {
      t.clock.advance(9 * 60_000);
      expect((await me()).statusCode).toBe(200);
    }
    t.clock.advance(10 * 60_000 + 1000);
    const idle = await me();
    expect(idle.statusCode).toBe(401);
    expect(errorOf(idle).message).toContain('inatividade');
    // The session is over for good, even if the clock came back.
    expect((await me()).statusCode).toBe(401);
  });
});

describe('sign-out', () => {
  it('ends the session on the server: its token is refused afterwards', async () => {
    const seller = await signedInUser(testApp(), 'vendedor');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: seller.headers });
    expect(out.statusCode, out.body).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: seller.headers });
    expect(me.statusCode).toBe(401);
  });
});
