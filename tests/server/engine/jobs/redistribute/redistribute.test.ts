import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadDetail } from '../../../../../contract/lead-register';
import type { RealtimeEvent } from '../../../../../contract/realtime';
import {
  instances,
  leadHistory,
  leads,
  messages,
  organizations,
  simulatorMessages,
} from '../../../../../server/db/schema';
import { queueRedistributionSweep } from '../../../../../server/engine/jobs/redistribute/sweep';
import { type ShopUser, sellerLead, shop, shopUser } from '../../../modules/bonuses/shop';
import { type EngineApp, engineApp } from '../../app';

const HOUR = 3_600_000;
let t: EngineApp;
let organizationId: string;
let admin: ShopUser;
let ana: ShopUser;
let bruno: ShopUser;
let carla: ShopUser;
const events: RealtimeEvent[] = [];

beforeAll(async () => {
  t = await engineApp();
  const s = await shop(t.app, t.db);
  organizationId = s.organizationId;
  admin = s.admin;
  ana = await shopUser(t.app, t.db, organizationId, { firstName: 'Ana' });
  bruno = await shopUser(t.app, t.db, organizationId, { firstName: 'Bruno', phone: '+55 (11) 98888-0001' });
  carla = await shopUser(t.app, t.db, organizationId, { firstName: 'Carla', phone: '5511988880002' });
  await t.db
    .update(instances)
    .set({ connectionState: 'open', isConnected: true })
    .where(eq(instances.organizationId, organizationId));
  t.app.events.subscribe((org, event) => {
    if (org === organizationId) events.push(event);
  });
});
afterAll(() => t.close());

/** The durable sweep as production runs it, with whatever it queues (the notices). */
const sweep = async () => {
  await queueRedistributionSweep(t.db, t.clock.now());
  await t.app.jobs.runDue();
};

const holderOf = async (id: string) => {
  const [row] = await t.db.select({ userId: leads.assignedUserId }).from(leads).where(eq(leads.id, id));
  return row?.userId;
};
const handOvers = async () =>
  t.db
    .select()
    .from(leadHistory)
    .where(and(eq(leadHistory.organizationId, organizationId), eq(leadHistory.kind, 'assignment')));

describe('idle-lead redistribution', () => {
  it('moves leads idle for 48 h round-robin, once per idle spell, and tells the new seller', async () => {
    const start = t.clock.now();
    // A second apart, so the sweep (oldest idle first) hands them over in this order.
    const idle = [
      await sellerLead(t.db, ana, { createdAt: start }),
      await sellerLead(t.db, ana, { createdAt: new Date(start.getTime() + 1_000) }),
      await sellerLead(t.db, ana, { createdAt: new Date(start.getTime() + 2_000) }),
    ];
    const answered = await sellerLead(t.db, ana, { createdAt: start });
    const sold = await sellerLead(t.db, ana, { createdAt: start, status: 'closed_won', soldChannel: 'OLX' });
    await t.db.insert(messages).values({
      organizationId,
      conversationId: answered.conversationId,
      instanceId: ana.instanceId,
      direction: 'out',
      origin: 'human',
      content: 'Bom dia! Ainda tenho o carro.',
      status: 'sent',
      timestamp: new Date(start.getTime() + 30 * HOUR),
    });

    t.clock.advance(47 * HOUR);
    await sweep();
    expect(await handOvers()).toHaveLength(0);

    t.clock.advance(2 * HOUR);
    await sweep();
    const holders = await Promise.all(idle.map((lead) => holderOf(lead.id)));
    // Round-robin over the other sellers: Bruno, Carla, Bruno again, never back to Ana.
    expect(holders).toEqual([bruno.id, carla.id, bruno.id]);
    expect(await holderOf(answered.id)).toBe(ana.id);
    expect(await holderOf(sold.id)).toBe(ana.id);

    // The same moment again, and an hour later: the spells were acted on, the new sellers' just began.
    await sweep();
    t.clock.advance(HOUR);
    await sweep();
    expect(await handOvers()).toHaveLength(3);

    const notices = await t.db
      .select()
      .from(simulatorMessages)
      .where(eq(simulatorMessages.contactNumber, '5511988880001'));
    expect(notices).toHaveLength(2);
    expect(notices[0]?.content).toContain('Lead redistribuído para você');
    expect(notices[0]?.content).toContain('/chat?conversation=');
    expect(
      await t.db.select().from(simulatorMessages).where(eq(simulatorMessages.contactNumber, '5511988880002')),
    ).toHaveLength(1);

    const live = events.filter((event) => event.type === 'lead_assigned');
    expect(live.map((event) => event.type === 'lead_assigned' && event.toUserId)).toEqual([
      bruno.id,
      carla.id,
      bruno.id,
    ]);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/leads/${idle[0]?.id}`,
      headers: admin.headers,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const [entry] = detail.json<LeadDetail>().history;
    expect(entry).toMatchObject({
      kind: 'assignment',
      actorName: 'Redistribuição automática',
      fromUserName: 'Ana Souza',
      toUserName: 'Bruno Souza',
    });
    expect(entry?.reason).toContain('48 h');

    // The lead follows its new seller: Bruno sees it and its chat, Ana no longer does.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/leads/${idle[0]?.id}`, headers: bruno.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/leads/${idle[0]?.id}`, headers: ana.headers }))
        .statusCode,
    ).toBe(404);
    const chat = await t.app.inject({
      method: 'GET',
      url: `/api/messages?conversationId=${idle[0]?.conversationId}`,
      headers: bruno.headers,
    });
    expect(chat.statusCode, chat.body).toBe(200);
  });

  it('keeps the next move fair, and honours the switch and the hours of the organization', async () => {
    // The first hand-overs are settled; Bruno got two and Carla one, so Carla is next in line.
    await t.db
      .update(leads)
      .set({ status: 'closed_lost', lostReason: 'Ficha negada' })
      .where(eq(leads.organizationId, organizationId));
    const lead = await sellerLead(t.db, ana, { createdAt: t.clock.now() });
    await t.db
      .update(organizations)
      .set({ settings: { idleLeadHours: 72 } })
      .where(eq(organizations.id, organizationId));
    t.clock.advance(49 * HOUR);
    await sweep();
    // 72 h configured: idle for 49 h, the lead stays.
    expect(await holderOf(lead.id)).toBe(ana.id);
    expect(await handOvers()).toHaveLength(3);

    await t.db
      .update(organizations)
      .set({ leadRedistributionEnabled: false })
      .where(eq(organizations.id, organizationId));
    t.clock.advance(30 * HOUR);
    await sweep();
    expect(await holderOf(lead.id)).toBe(ana.id);

    await t.db
      .update(organizations)
      .set({ leadRedistributionEnabled: true })
      .where(eq(organizations.id, organizationId));
    await sweep();
    expect(await holderOf(lead.id)).toBe(carla.id);
  });
});
