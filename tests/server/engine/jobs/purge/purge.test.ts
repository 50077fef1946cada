import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignAudience } from '../../../../../contract/campaigns';
import {
  aiConfigs,
  campaignRecipients,
  campaigns,
  cloudNumbers,
  conversationNotes,
  conversations,
  instanceSettings,
  instances,
  jobs,
  leadIntakes,
  leadSources,
  leads,
  messages,
  messageTemplates,
  rateLimitCounters,
  users,
  webhookEvents,
} from '../../../../../server/db/schema';
import { PURGE_JOB, queuePurgeSweep, RETENTION_MS } from '../../../../../server/engine/jobs/purge/sweep';
import { createUser } from '../../../helpers/app';
import { type EngineApp, engineApp } from '../../app';
import { conversationOf, customerSends, newCustomer, openShop, type Shop } from '../../shop';

const DAY = 24 * 60 * 60_000;

let t: EngineApp;
beforeAll(async () => {
  t = await engineApp();
});
afterAll(() => t.close());

/**
 * A shop whose customer wrote once and got a note, whose number is also an official one and starts
 * a portal's leads: rows in every table an instance owns.
 */
async function shopWithHistory(): Promise<{ shop: Shop; conversationId: string }> {
  const shop = await openShop(t);
  const contact = newCustomer();
  await customerSends(t, shop, contact, { text: 'Quero saber do Onix 2022' });
  const conversation = await conversationOf(t, shop, contact);
  const [lead] = await t.db.select().from(leads).where(eq(leads.conversationId, conversation.id));
  const [source] = await t.db
    .insert(leadSources)
    .values({
      organizationId: shop.organizationId,
      name: 'OLX',
      kind: 'portal',
      instanceId: shop.instanceId,
      tokenHash: `purge-${shop.instanceId}`,
    })
    .returning();
  await t.db.insert(leadIntakes).values({
    organizationId: shop.organizationId,
    leadSourceId: source?.id ?? '',
    contactNumber: contact,
    payload: {},
    conversationId: conversation.id,
    leadId: lead?.id ?? '',
    receivedAt: new Date(),
  });
  await t.db.insert(cloudNumbers).values({
    instanceId: shop.instanceId,
    organizationId: shop.organizationId,
    wabaId: 'waba-1',
    appSecretEnc: 'x',
    verifyToken: 'v',
    displayPhoneNumber: '+55 11 4000-0000',
    verifiedName: 'Loja',
    qualityRating: 'GREEN',
  });
  const [template] = await t.db
    .insert(messageTemplates)
    .values({
      organizationId: shop.organizationId,
      instanceId: shop.instanceId,
      name: 'retorno',
      category: 'UTILITY',
      language: 'pt_BR',
      body: 'Olá, {{1}}! Podemos conversar?',
      examples: ['João'],
    })
    .returning({ id: messageTemplates.id });
  // A campaign on the number that reached the customer with one of its messages.
  const [campaign] = await t.db
    .insert(campaigns)
    .values({
      organizationId: shop.organizationId,
      instanceId: shop.instanceId,
      name: 'Feirão',
      templateId: template?.id ?? null,
      variables: ['João'],
      audience: CampaignAudience.parse({}),
      status: 'done',
    })
    .returning({ id: campaigns.id });
  const [message] = await t.db.select().from(messages).where(eq(messages.conversationId, conversation.id));
  await t.db.insert(campaignRecipients).values({
    organizationId: shop.organizationId,
    campaignId: campaign?.id ?? '',
    leadId: lead?.id ?? '',
    conversationId: conversation.id,
    messageId: message?.id ?? null,
    status: 'sent',
  });
  const note = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversation.id}/notes`,
    headers: shop.headers,
    payload: { text: 'Cliente prefere contato à tarde' },
  });
  expect(note.statusCode, note.body).toBe(201);
  return { shop, conversationId: conversation.id };
}

async function deleteInstance(shop: Shop): Promise<void> {
  const response = await t.app.inject({
    method: 'DELETE',
    url: `/api/instances/${shop.instanceId}`,
    headers: shop.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Runs the sweep as the job runner would, `daysAfterDeletion` after now. */
async function sweepAfter(daysAfterDeletion: number): Promise<void> {
  t.clock.set(new Date(Date.now() + daysAfterDeletion * DAY));
  await queuePurgeSweep(t.db, t.clock.now());
  await t.app.jobs.runDue();
}

const countWhere = async (
  table: typeof conversations | typeof messages | typeof leads,
  instanceId: string,
) => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.instanceId, instanceId));
  return row?.n ?? 0;
};

describe('purge of deleted instances and users', () => {
  it('keeps a deleted instance and its conversations for 30 days', async () => {
    const { shop } = await shopWithHistory();
    await deleteInstance(shop);
    await sweepAfter(29);

    const [row] = await t.db.select().from(instances).where(eq(instances.id, shop.instanceId));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await countWhere(conversations, shop.instanceId)).toBe(1);
    expect(await countWhere(messages, shop.instanceId)).toBeGreaterThan(0);
  });

  it('removes the instance and everything hanging off it after 30 days, leaving other shops alone', async () => {
    const gone = await shopWithHistory();
    const kept = await shopWithHistory();
    await deleteInstance(gone.shop);
    await sweepAfter(RETENTION_MS / DAY + 1);

    expect(await t.db.select().from(instances).where(eq(instances.id, gone.shop.instanceId))).toEqual([]);
    for (const table of [conversations, messages, leads] as const) {
      expect(await countWhere(table, gone.shop.instanceId)).toBe(0);
    }
    const leftovers = await Promise.all([
      t.db.select().from(conversationNotes).where(eq(conversationNotes.conversationId, gone.conversationId)),
      t.db.select().from(webhookEvents).where(eq(webhookEvents.instanceId, gone.shop.instanceId)),
      t.db.select().from(aiConfigs).where(eq(aiConfigs.instanceId, gone.shop.instanceId)),
      t.db.select().from(instanceSettings).where(eq(instanceSettings.instanceId, gone.shop.instanceId)),
      t.db.select().from(leadSources).where(eq(leadSources.instanceId, gone.shop.instanceId)),
      t.db.select().from(leadIntakes).where(eq(leadIntakes.conversationId, gone.conversationId)),
      t.db.select().from(cloudNumbers).where(eq(cloudNumbers.instanceId, gone.shop.instanceId)),
      t.db.select().from(messageTemplates).where(eq(messageTemplates.instanceId, gone.shop.instanceId)),
      t.db.select().from(campaigns).where(eq(campaigns.instanceId, gone.shop.instanceId)),
      t.db
        .select()
        .from(campaignRecipients)
        .where(eq(campaignRecipients.conversationId, gone.conversationId)),
      t.db
        .select()
        .from(jobs)
        .where(sql`${jobs.payload}->>'instanceId' = ${gone.shop.instanceId} and ${jobs.status} = 'pending'`),
    ]);
    expect(leftovers.map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

    expect(await countWhere(conversations, kept.shop.instanceId)).toBe(1);
    const list = await t.app.inject({ method: 'GET', url: '/api/conversations', headers: kept.shop.headers });
    expect(list.json().conversations).toHaveLength(1);
  });

  it('removes a deleted seller after 30 days while the leads assigned to them stay with the shop', async () => {
    const { shop } = await shopWithHistory();
    const seller = await createUser(t.db, shop.organizationId, { role: 'vendedor' });
    await t.db.update(leads).set({ assignedUserId: seller.id }).where(eq(leads.instanceId, shop.instanceId));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${seller.id}`,
      headers: shop.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    await sweepAfter(RETENTION_MS / DAY + 1);

    expect(await t.db.select().from(users).where(eq(users.id, seller.id))).toEqual([]);
    const shopLeads = await t.db.select().from(leads).where(eq(leads.instanceId, shop.instanceId));
    expect(shopLeads).toHaveLength(1);
    expect(shopLeads[0]?.assignedUserId).toBeNull();
  });

  it('queues the next sweep a day later', async () => {
    const sweptAt = Date.now() + 40 * DAY;
    await sweepAfter(40);
    const pending = await t.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, PURGE_JOB), eq(jobs.status, 'pending')));
    expect(pending).toHaveLength(1);
    // Other jobs due by then (follow-ups of the earlier shops) move the test clock on a little.
    const delay = (pending[0]?.runAt.getTime() ?? 0) - sweptAt;
    expect(delay).toBeGreaterThanOrEqual(DAY);
    expect(delay).toBeLessThan(DAY + 60 * 60_000);
  });

  it('clears the rate-limit counters whose window ended and keeps the running ones', async () => {
    const sweptAt = Date.now() + 50 * DAY;
    await t.db.insert(rateLimitCounters).values([
      { key: 'janela-encerrada', count: 5, resetsAt: new Date(sweptAt - 60 * 60_000) },
      { key: 'janela-aberta', count: 2, resetsAt: new Date(sweptAt + DAY) },
    ]);
    await sweepAfter(50);
    const left = await t.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(left.map((row) => row.key)).toEqual(['janela-aberta']);
  });
});
