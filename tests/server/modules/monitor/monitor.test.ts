import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  WebhookComparisonResponse,
  WebhookRecord,
  WebhookStatusResponse,
} from '../../../../contract/monitor';
import { conversations, messages, webhookEvents } from '../../../../server/db/schema';
import { customerMessageBody } from '../../../../server/gateways/simulator/webhook-bodies';
import { pruneWebhookEvents } from '../../../../server/modules/monitor/retention';
import {
  createEvolutionInstance,
  type EvolutionInstance,
  postWebhook,
  startTestApp,
} from '../../engine/intake/helpers';
import { signedInUser, type TestApp } from '../../helpers/app';

let testApp: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let shop: EvolutionInstance;
let other: EvolutionInstance;

function customerSays(instance: EvolutionInstance, id: string, contact: string, text: string) {
  return customerMessageBody(
    {
      instanceName: 'x',
      destination: 'http://localhost',
      serverUrl: 'http://localhost',
      sender: null,
      now: new Date(),
    },
    {
      gatewayMessageId: id,
      gatewayInstanceId: instance.id,
      contactNumber: contact,
      contactName: 'Cliente',
      timestamp: new Date(),
      content: { kind: 'text', text },
    },
  );
}

beforeAll(async () => {
  testApp = await startTestApp();
  admin = await signedInUser(testApp, 'admin');
  shop = await createEvolutionInstance(testApp.db, admin.organizationId, admin.id);
  other = await createEvolutionInstance(testApp.db, admin.organizationId, admin.id);
  for (let index = 0; index < 5; index += 1) {
    const response = await postWebhook(
      testApp.app,
      shop,
      customerSays(shop, `MSG${index}`, `55119888800${index}0`, `Olá ${index}`),
    );
    expect(response.statusCode, response.body).toBeLessThan(300);
  }
  await postWebhook(testApp.app, other, customerSays(other, 'OTHER1', '5511977770000', 'Oi'));
});

afterAll(async () => {
  await testApp.close();
});

const list = (query: string, headers = admin.headers) =>
  testApp.app.inject({ method: 'GET', url: `/api/admin/webhook-monitor?${query}`, headers });

describe('webhook monitor', () => {
  it('pages the records newest first with a Content-Range total, filtered by instance and contact', async () => {
    const first = await list(
      `range=${encodeURIComponent('[0,1]')}&filter=${encodeURIComponent(JSON.stringify({ instanceId: shop.id }))}`,
    );
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-range']).toBe('webhook-monitor 0-1/5');
    const rows = first.json<WebhookRecord[]>();
    expect(rows.map((row) => row.contactNumber)).toEqual(['5511988880040', '5511988880030']);
    expect(rows[0]?.steps.map((step) => step.step)).toContain('ai_decision');
    expect(rows[0]?.aiDecision?.reason).toBeTruthy();

    const second = await list(
      `range=${encodeURIComponent('[2,3]')}&filter=${encodeURIComponent(JSON.stringify({ instanceId: shop.id }))}`,
    );
    expect(second.json<WebhookRecord[]>().map((row) => row.contactNumber)).toEqual([
      '5511988880020',
      '5511988880010',
    ]);

    const byContact = await list(
      `filter=${encodeURIComponent(JSON.stringify({ contactNumber: '+55 11 97777-0000' }))}`,
    );
    expect(byContact.json<WebhookRecord[]>().map((row) => row.instanceId)).toEqual([other.id]);
  });

  it('sends a test event through the intake that is listed as a test and counted nowhere', async () => {
    const before = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/webhook-monitor/status',
      headers: admin.headers,
    });
    const [{ n: conversationsBefore }] = await testApp.db.select({ n: count() }).from(conversations);
    const [{ n: messagesBefore }] = await testApp.db.select({ n: count() }).from(messages);

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/webhook-monitor/test',
      headers: admin.headers,
      payload: { instancePhone: '5511940001234', testType: 'monitoring_test' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { webhookId } = response.json<{ webhookId: string }>();

    const [latest] = (await list('range=[0,0]')).json<WebhookRecord[]>();
    expect(latest?.webhookId).toBe(webhookId);
    expect(latest?.isTest).toBe(true);
    expect(latest?.steps.map((step) => step.step)).toEqual(
      expect.arrayContaining(['received', 'normalised', 'stored', 'ai_decision', 'test_rolled_back']),
    );
    expect(latest?.aiDecision).not.toBeNull();

    // Nothing reached the inbox, and the cards do not count it.
    const [{ n: conversationsAfter }] = await testApp.db.select({ n: count() }).from(conversations);
    const [{ n: messagesAfter }] = await testApp.db.select({ n: count() }).from(messages);
    expect(conversationsAfter).toBe(conversationsBefore);
    expect(messagesAfter).toBe(messagesBefore);
    const after = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/webhook-monitor/status',
      headers: admin.headers,
    });
    expect(after.json<WebhookStatusResponse>().status.totalProcessed).toBe(
      before.json<WebhookStatusResponse>().status.totalProcessed,
    );
  });

  it('summarises the last 24 hours of every instance, with hourly points', async () => {
    const status = (
      await testApp.app.inject({
        method: 'GET',
        url: '/api/admin/webhook-monitor/status',
        headers: admin.headers,
      })
    ).json<WebhookStatusResponse>().status;
    expect(status.activeMonitoring).toBe(2);
    const shopCounts = status.last24Hours.find((row) => row.instanceId === shop.id);
    expect(shopCounts?.webhooks).toBe(5);

    const comparison = (
      await testApp.app.inject({
        method: 'GET',
        url: '/api/admin/webhook-monitor/comparison',
        headers: admin.headers,
      })
    ).json<WebhookComparisonResponse>().comparison;
    expect(comparison.statistics.map((row) => row.instanceId).sort()).toEqual([shop.id, other.id].sort());
    expect(comparison.differences).toHaveLength(1);
    const series = comparison.hourly.find((row) => row.instanceId === shop.id);
    expect(series?.points).toHaveLength(24);
    expect(series?.points.at(-1)?.webhooks).toBe(5);
  });

  it('keeps another organization and sellers out', async () => {
    const stranger = await signedInUser(testApp, 'admin');
    const theirs = await list('', stranger.headers);
    expect(theirs.json<WebhookRecord[]>()).toEqual([]);
    const test = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/webhook-monitor/test',
      headers: stranger.headers,
      payload: { instanceId: shop.id },
    });
    expect(test.statusCode).toBe(404);
    const seller = await signedInUser(testApp, 'vendedor', admin.organizationId);
    expect((await list('', seller.headers)).statusCode).toBe(403);
  });

  it('prunes records older than 30 days', async () => {
    const old = new Date(Date.now() - 31 * 24 * 60 * 60_000);
    await testApp.db
      .update(webhookEvents)
      .set({ startedAt: old })
      .where(eq(webhookEvents.instanceId, other.id));
    const removed = await pruneWebhookEvents(testApp.db, new Date());
    expect(removed).toBe(1);
    const remaining = await testApp.db
      .select({ n: count() })
      .from(webhookEvents)
      .where(eq(webhookEvents.instanceId, other.id));
    expect(remaining[0]?.n).toBe(0);
  });
});
