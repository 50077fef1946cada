import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplayResponse, ResyncWebhookResponse } from '../../../../contract/tools';
import { messages, organizations, webhookEvents } from '../../../../server/db/schema';
import { customerMessageBody } from '../../../../server/gateways/simulator/webhook-bodies';
import { postWebhook, startTestApp } from '../../engine/intake/helpers';
import { createOrganization, signedInUser, type TestApp } from '../../helpers/app';
import { gatewayInstanceRow } from '../instances/helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let instance: { id: string; webhookSecret: string };

beforeAll(async () => {
  t = await startTestApp();
  const org = await createOrganization(t.db, { plan: 'enterprise' });
  // A successful event keeps its body (what a replay sends) only in debug mode.
  await t.db
    .update(organizations)
    .set({ settings: { debugMode: true } })
    .where(eq(organizations.id, org.id));
  admin = await signedInUser(t, 'admin', org.id);
  instance = await gatewayInstanceRow(t.db, org.id, admin.id, { gateway: 'simulator', connected: true });
  const body = customerMessageBody(
    {
      instanceName: 'x',
      destination: 'http://localhost',
      serverUrl: 'http://localhost',
      sender: null,
      now: new Date(),
    },
    {
      gatewayMessageId: 'REPLAY1',
      gatewayInstanceId: instance.id,
      contactNumber: '5511933332222',
      contactName: 'Lia',
      timestamp: new Date(),
      content: { kind: 'text', text: 'Tem SUV automático?' },
    },
  );
  const response = await postWebhook(t.app, { id: instance.id, secret: instance.webhookSecret }, body);
  expect(response.statusCode).toBeLessThan(300);
});
afterAll(() => t.close());

describe('tools', () => {
  it('replays a stored event through the intake without storing its message twice', async () => {
    const [record] = await t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.gatewayMessageId, 'REPLAY1'));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tools/webhooks/${record?.id}/replay`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ReplayResponse>().received).toBe(1);
    const [stored] = await t.db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.instanceId, instance.id), eq(messages.gatewayMessageId, 'REPLAY1')));
    expect(stored?.n).toBe(1);
    const outcomes = await t.db
      .select({ outcome: webhookEvents.finalOutcome })
      .from(webhookEvents)
      .where(eq(webhookEvents.gatewayMessageId, 'REPLAY1'));
    expect(outcomes.map((row) => row.outcome)).toContain('duplicate');
  });

  it("re-syncs an instance's webhook and answers 404 for another organization's ids", async () => {
    const resync = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tools/instances/${instance.id}/resync-webhook`,
      headers: admin.headers,
    });
    expect(resync.statusCode, resync.body).toBe(200);
    expect(resync.json<ResyncWebhookResponse>()).toMatchObject({ success: true });
    expect(resync.json<ResyncWebhookResponse>().url).toContain(`/api/webhooks/evolution/${instance.id}`);

    const stranger = await signedInUser(t, 'admin');
    const [record] = await t.db.select().from(webhookEvents).limit(1);
    for (const url of [
      `/api/admin/tools/instances/${instance.id}/resync-webhook`,
      `/api/admin/tools/webhooks/${record?.id}/replay`,
    ]) {
      const response = await t.app.inject({ method: 'POST', url, headers: stranger.headers });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('says how to keep the body when a processed event was stored without it (debug mode off)', async () => {
    const org = await createOrganization(t.db, { plan: 'enterprise' });
    const quiet = await signedInUser(t, 'admin', org.id);
    const number = await gatewayInstanceRow(t.db, org.id, quiet.id, {
      gateway: 'simulator',
      connected: true,
    });
    const body = customerMessageBody(
      {
        instanceName: 'x',
        destination: 'http://localhost',
        serverUrl: 'http://localhost',
        sender: null,
        now: new Date(),
      },
      {
        gatewayMessageId: 'NOBODY1',
        gatewayInstanceId: number.id,
        contactNumber: '5511933334444',
        contactName: 'Rui',
        timestamp: new Date(),
        content: { kind: 'text', text: 'Bom dia' },
      },
    );
    expect(
      (await postWebhook(t.app, { id: number.id, secret: number.webhookSecret }, body)).statusCode,
    ).toBeLessThan(300);
    const [record] = await t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.gatewayMessageId, 'NOBODY1'));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tools/webhooks/${record?.id}/replay`,
      headers: quiet.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'not_replayable' });
    expect(response.json().message).toContain('Ative o Modo Debug nas Configurações');
  });
});
