import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances, messages, organizations } from '../../../../server/db/schema';
import { WEBHOOK_SECRET_HEADER } from '../../../../server/gateways/evolution/webhook-config';
import { type EngineApp, engineApp } from '../../engine/app';
import {
  conversationOf,
  customerSends,
  lastDecisionReason,
  messagesOf,
  newCustomer,
  openShop,
  phoneOf,
  quietPeriodPasses,
} from '../../engine/shop';
import { createUser, errorOf, login, signedInUser } from '../../helpers/app';

let t: EngineApp;

beforeAll(async () => {
  t = await engineApp();
});
afterAll(() => t.close());

const asTestApp = () => ({ ...t, close: t.close });

/** Fills the organization's month up to `total` messages, copies of one of its own. */
async function fillMonth(organizationId: string, conversationId: string, total: number) {
  const [current] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(eq(messages.organizationId, organizationId));
  const missing = total - (current?.n ?? 0);
  await t.db.execute(sql`
    insert into messages (organization_id, conversation_id, instance_id, gateway_message_id, direction, origin, content, status, timestamp)
    select organization_id, conversation_id, instance_id, 'FILL' || n, direction, origin, content, status, timestamp
    from messages, generate_series(1, ${missing}) as n
    where conversation_id = ${conversationId}
    limit ${missing}`);
}

/** A customer message as the gateway delivers it: no staff session involved. */
async function customerWritesThroughWebhook(shop: { instanceId: string }, contact: string, text: string) {
  const [row] = await t.db.select().from(instances).where(eq(instances.id, shop.instanceId));
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/webhooks/evolution/${shop.instanceId}`,
    headers: { [WEBHOOK_SECRET_HEADER]: row?.webhookSecret ?? '', 'content-type': 'application/json' },
    payload: {
      event: 'messages.upsert',
      instance: row?.gatewayInstanceName,
      data: {
        key: { remoteJid: `${contact}@s.whatsapp.net`, fromMe: false, id: `SUSP${Date.now()}` },
        pushName: 'Cliente',
        message: { conversation: text },
        messageType: 'conversation',
        messageTimestamp: Math.floor(t.clock.now().getTime() / 1000),
      },
      date_time: t.clock.now().toISOString(),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('messages per month (spec 3 §9)', () => {
  it('keeps the customer message but the AI stops, with the plan limit as the reason, and the admin is told', async () => {
    const shop = await openShop(t);
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Oi, tem Onix?' });
    await quietPeriodPasses(t);
    expect(await lastDecisionReason(t, shop, contact)).toBe('ai_will_respond');
    const answered = (await phoneOf(t, shop, contact)).messages.length;
    expect(answered).toBeGreaterThan(0);

    await t.db
      .update(organizations)
      .set({ plan: 'starter' })
      .where(eq(organizations.id, shop.organizationId));
    await fillMonth(shop.organizationId, (await conversationOf(t, shop, contact)).id, 5000);

    await customerSends(t, shop, contact, { text: 'Ainda está disponível?' });
    await quietPeriodPasses(t);
    expect(await lastDecisionReason(t, shop, contact)).toBe('plan_message_limit');
    expect((await messagesOf(t, shop, contact)).map((m) => m.content)).toContain('Ainda está disponível?');
    expect((await phoneOf(t, shop, contact)).messages).toHaveLength(answered);

    const plan = await t.app.inject({ method: 'GET', url: '/api/organization/plan', headers: shop.headers });
    expect(plan.json()).toMatchObject({
      plan: 'starter',
      messageLimitReached: true,
      limits: { maxMessagesPerMonth: 5000 },
    });
    expect(plan.json().usage.messagesThisMonth).toBeGreaterThanOrEqual(5000);
  });
});

describe('plan features', () => {
  it('refuses site scraping below Professional, naming the plan that unlocks it', async () => {
    const shop = await openShop(t);
    const enable = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/instances/${shop.instanceId}/scraping/config`,
        headers: shop.headers,
        payload: { scrapingEnabled: true, scrapingUrl: 'https://www.example.com' },
      });
    await t.db
      .update(organizations)
      .set({ plan: 'starter' })
      .where(eq(organizations.id, shop.organizationId));
    const refused = await enable();
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ error: 'plan_limit' });
    expect(errorOf(refused).message).toContain('Disponível a partir do plano Professional');
  });
});

describe('a suspended organization', () => {
  it('cannot sign in (a clear message, not a wrong password) while its webhooks are still stored', async () => {
    const shop = await openShop(t);
    const admin = await createUser(t.db, shop.organizationId, { role: 'admin' });
    const owner = await signedInUser(asTestApp(), 'super_admin');
    const suspend = await t.app.inject({
      method: 'PUT',
      url: `/api/organizations/${shop.organizationId}`,
      headers: owner.headers,
      payload: { subscriptionStatus: 'suspended' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: admin.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(errorOf(signIn).error).toBe('organization_suspended');
    expect(errorOf(signIn).message).toContain('suspenso');
    // A session opened before the suspension stops too.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: shop.headers });
    expect(me.statusCode).toBe(403);

    const contact = newCustomer();
    await customerWritesThroughWebhook(shop, contact, 'Bom dia!');
    expect((await messagesOf(t, shop, contact)).map((m) => m.content)).toEqual(['Bom dia!']);

    await t.app.inject({
      method: 'PUT',
      url: `/api/organizations/${shop.organizationId}`,
      headers: owner.headers,
      payload: { subscriptionStatus: 'active' },
    });
    expect(await login(t.app, admin.email, admin.password)).toBeTruthy();
  });
});
