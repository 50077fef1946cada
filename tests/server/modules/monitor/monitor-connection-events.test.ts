import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookRecord, WebhookStatusResponse } from '../../../../contract/monitor';
import { createEvolutionInstance, loadPayload, postWebhook, startTestApp } from '../../engine/intake/helpers';
import { signedInUser, type TestApp } from '../../helpers/app';

/**
 * Opening the QR dialog makes the gateway push `qrcode.updated` (and `connection.update`) events.
 * They are not messages: the monitor must not show them as "No AI Response", nor count them as
 * the instance's webhooks.
 */

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

describe('connection and QR events in the webhook monitor', () => {
  it('are recorded as connection events and left out of the instance’s webhook counts', async () => {
    const admin = await signedInUser(testApp, 'admin');
    const instance = await createEvolutionInstance(testApp.db, admin.organizationId, admin.id);
    for (const file of ['qrcode-updated.json', 'qrcode-updated.json', 'connection-update-connecting.json']) {
      const response = await postWebhook(testApp.app, instance, loadPayload(file));
      expect(response.statusCode, response.body).toBe(200);
    }

    const listed = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/webhook-monitor?filter=${encodeURIComponent(JSON.stringify({ instanceId: instance.id }))}`,
      headers: admin.headers,
    });
    const records = listed.json<WebhookRecord[]>();
    expect(records.map((record) => record.event).sort()).toEqual([
      'connection.update',
      'qrcode.updated',
      'qrcode.updated',
    ]);
    expect(records.map((record) => record.finalOutcome)).toEqual([
      'connection_event',
      'connection_event',
      'connection_event',
    ]);

    const noAnswer = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/webhook-monitor?filter=${encodeURIComponent(
        JSON.stringify({ instanceId: instance.id, finalOutcome: 'no_ai_response' }),
      )}`,
      headers: admin.headers,
    });
    expect(noAnswer.json<WebhookRecord[]>()).toEqual([]);

    const status = (
      await testApp.app.inject({
        method: 'GET',
        url: '/api/admin/webhook-monitor/status',
        headers: admin.headers,
      })
    ).json<WebhookStatusResponse>().status;
    const counts = status.last24Hours.find((row) => row.instanceId === instance.id);
    expect(counts).toMatchObject({ webhooks: 0, aiResponses: 0, failures: 0 });
  });
});
