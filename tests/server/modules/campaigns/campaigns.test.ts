import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, instances, messages } from '../../../../server/db/schema';
import { EVOLUTION_GAP_MS, JITTER } from '../../../../server/modules/campaigns/pace';
import { type EngineApp, engineApp } from '../../engine/app';
import { openShop, type Shop } from '../../engine/shop';
import { createInstanceRow, signedInUser } from '../../helpers/app';
import { addLead, call, later, received, startCampaign } from './world';

const LONGEST_GAP = EVOLUTION_GAP_MS * (1 + JITTER);
const SHORTEST_GAP = EVOLUTION_GAP_MS * (1 - JITTER);

let t: EngineApp;
beforeAll(async () => {
  t = await engineApp();
});
afterAll(() => t.close());

const campaignOf = async (shop: Shop, id: string) =>
  (await call(t, shop, 'GET', `/api/campaigns/${id}`)).json<{
    status: string;
    total: number;
    sent: number;
  }>();

describe('the audience', () => {
  it('reaches only contacts who opted in, and not those a campaign reached in the last days', async () => {
    const shop = await openShop(t);
    const first = await addLead(t, shop, { status: 'qualified' });
    const second = await addLead(t, shop, { status: 'qualified' });
    await addLead(t, shop, { status: 'qualified', consent: 'opted_out' });
    // A contact who only wrote to the shop has not asked for offers.
    await addLead(t, shop, { status: 'qualified', consent: 'unknown' });
    await addLead(t, shop, { status: 'new' });

    const audience = { statuses: ['qualified'] };
    const count = await call(t, shop, 'POST', '/api/campaigns/audience-count', {
      instanceId: shop.instanceId,
      audience,
    });
    expect(count.json()).toEqual({ count: 2 });

    const earlier = await startCampaign(t, shop, audience);
    await later(t, 0);
    await later(t, LONGEST_GAP);
    await later(t, LONGEST_GAP);
    expect(await campaignOf(shop, earlier)).toMatchObject({ status: 'done', total: 2, sent: 2 });

    // Three days later both were reached recently; a new qualified lead is not.
    t.clock.advance(3 * 86_400_000);
    const third = await addLead(t, shop, { status: 'qualified' });
    const next = await startCampaign(t, shop, audience, 'Segunda oferta');
    expect(await campaignOf(shop, next)).toMatchObject({ total: 1 });
    await later(t, 0);
    expect(await received(t, shop, third)).toEqual(['Segunda oferta']);
    expect(await received(t, shop, first)).toHaveLength(1);
    expect(await received(t, shop, second)).toHaveLength(1);

    // With `recentDays: 2` the window has passed for the first two.
    const loose = await call(t, shop, 'POST', '/api/campaigns/audience-count', {
      instanceId: shop.instanceId,
      audience: { ...audience, recentDays: 2 },
    });
    expect(loose.json()).toEqual({ count: 2 });
  });
});

describe('an official number', () => {
  it('needs an approved template of its own: 400 naming templateId', async () => {
    const shop = await openShop(t);
    const [admin] = await t.db.select().from(instances).where(eq(instances.id, shop.instanceId));
    const cloud = await createInstanceRow(t.db, shop.organizationId, admin?.userId ?? '');
    await t.db.update(instances).set({ gateway: 'cloud' }).where(eq(instances.id, cloud.id));
    const response = await call(t, shop, 'POST', '/api/campaigns', {
      name: 'Oficial',
      instanceId: cloud.id,
      text: 'Oferta',
      sendNow: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details?.[0]?.field).toBe('templateId');
  });
});

describe('the run', () => {
  it('sends each recipient once, no faster than the pace, and says who replied', async () => {
    const shop = await openShop(t);
    const contacts = [await addLead(t, shop), await addLead(t, shop), await addLead(t, shop)];
    const id = await startCampaign(t, shop);
    const sentCount = async () => (await campaignOf(shop, id)).sent;

    await later(t, 0);
    expect(await sentCount()).toBe(1);
    await later(t, SHORTEST_GAP - 100);
    expect(await sentCount()).toBe(1);
    await later(t, LONGEST_GAP);
    expect(await sentCount()).toBe(2);
    await later(t, LONGEST_GAP);
    await later(t, LONGEST_GAP);
    await later(t, LONGEST_GAP);
    expect(await campaignOf(shop, id)).toMatchObject({ status: 'done', sent: 3, total: 3 });
    for (const contact of contacts) {
      expect(await received(t, shop, contact)).toEqual(['Feirão de sábado: Onix com taxa zero!']);
    }

    const [first] = contacts;
    await t.db.insert(messages).values({
      organizationId: shop.organizationId,
      conversationId: first?.conversationId ?? '',
      instanceId: shop.instanceId,
      direction: 'in',
      origin: 'contact',
      content: 'Quero saber mais',
      timestamp: new Date(t.clock.now().getTime() + 1000),
    });
    const list = await call(t, shop, 'GET', `/api/campaigns/${id}/recipients?range=[0,9]`);
    expect(list.headers['content-range']).toBe('recipients 0-2/3');
    const statuses = list.json<{ conversationId: string; status: string }[]>();
    expect(statuses.find((row) => row.conversationId === first?.conversationId)?.status).toBe('replied');
    expect(statuses.filter((row) => row.status === 'replied')).toHaveLength(1);
    expect(statuses.filter((row) => row.status === 'queued')).toHaveLength(0);

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit?.action).toBe('campaign.started');
  });

  it('pauses before the next recipient, resumes where it stopped, and cancels', async () => {
    const shop = await openShop(t);
    for (let n = 0; n < 4; n++) await addLead(t, shop);
    const id = await startCampaign(t, shop);
    await later(t, 0);
    expect((await call(t, shop, 'POST', `/api/campaigns/${id}/pause`)).statusCode).toBe(200);
    await later(t, 10 * LONGEST_GAP);
    expect(await campaignOf(shop, id)).toMatchObject({ status: 'paused', sent: 1 });

    expect((await call(t, shop, 'POST', `/api/campaigns/${id}/resume`)).statusCode).toBe(200);
    await later(t, 0);
    expect(await campaignOf(shop, id)).toMatchObject({ status: 'running', sent: 2 });

    expect((await call(t, shop, 'POST', `/api/campaigns/${id}/cancel`)).statusCode).toBe(200);
    await later(t, 10 * LONGEST_GAP);
    expect(await campaignOf(shop, id)).toMatchObject({ status: 'cancelled', sent: 2, total: 4 });
    expect((await call(t, shop, 'POST', `/api/campaigns/${id}/resume`)).statusCode).toBe(409);
  });

  it('waits for its scheduled time before the first send', async () => {
    const shop = await openShop(t);
    const contact = await addLead(t, shop);
    const at = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const created = await call(t, shop, 'POST', '/api/campaigns', {
      name: 'Agendada',
      instanceId: shop.instanceId,
      text: 'Oferta da tarde',
      scheduledAt: at,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect((await call(t, shop, 'POST', `/api/campaigns/${id}/start`)).json()).toMatchObject({
      status: 'scheduled',
    });
    await later(t, 3_600_000 - 1000);
    expect(await received(t, shop, contact)).toEqual([]);
    await later(t, 1000);
    expect(await received(t, shop, contact)).toEqual(['Oferta da tarde']);
    expect(await campaignOf(shop, id)).toMatchObject({ sent: 1 });
  });

  it('is for admins only', async () => {
    const shop = await openShop(t);
    const seller = await signedInUser({ ...t, close: t.close }, 'vendedor', shop.organizationId);
    const response = await t.app.inject({ method: 'GET', url: '/api/campaigns', headers: seller.headers });
    expect(response.statusCode).toBe(403);
  });
});
