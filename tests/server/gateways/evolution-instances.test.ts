import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GatewayError } from '../../../server/gateways/errors';
import {
  DEFAULT_WEBHOOK_EVENTS,
  evolutionWebhookUrl,
  WEBHOOK_SECRET_HEADER,
} from '../../../server/gateways/evolution/webhook-config';
import { FakeEvolution } from './fake-evolution';
import { gatewayFor, rejectionOf } from './gateway-under-test';

let fake: FakeEvolution;
beforeEach(async () => {
  fake = await FakeEvolution.start();
});
afterEach(async () => {
  await fake.stop();
});

const webhook = {
  url: evolutionWebhookUrl('https://app.vendai.test/', '6f1c2d3e-0000-4000-8000-000000000001'),
  secret: 's3cret-of-this-instance',
};

describe('Evolution adapter: instance lifecycle', () => {
  it('creates an instance with the nested v2.1 webhook config, our settings and the global key', async () => {
    const { gateway } = gatewayFor(fake);
    const created = await gateway.createInstance({ instanceName: 'acme support', webhook });

    const [request] = fake.requestsTo('POST /instance/create');
    expect(request?.apikey).toBe(fake.globalKey);
    expect(request?.body).toMatchObject({
      instanceName: 'acme support',
      integration: 'WHATSAPP-BAILEYS',
      qrcode: true,
      groupsIgnore: true,
      readMessages: false,
      webhook: {
        url: 'https://app.vendai.test/api/webhooks/evolution/6f1c2d3e-0000-4000-8000-000000000001',
        byEvents: false,
        base64: true,
        headers: { [WEBHOOK_SECRET_HEADER]: 's3cret-of-this-instance' },
        events: [...DEFAULT_WEBHOOK_EVENTS],
      },
    });
    expect(created.token).toBe(fake.instance('acme support')?.token);
    expect(created.gatewayInstanceId).toBe(fake.instance('acme support')?.id);
    expect(created.state).toBe('connecting');
    // The fake, like Evolution, had no QR within its wait: `{count:0}`.
    expect(created.qr).toEqual({ state: 'pending', count: 0, pairingCode: null });
  });

  it('passes our own instance token and pairing number, and returns the first QR when ready', async () => {
    fake.createQrPlan = ['qr'];
    const { gateway } = gatewayFor(fake);
    const created = await gateway.createInstance({
      instanceName: 'loja-centro',
      webhook: { ...webhook, events: ['MESSAGES_UPSERT'] },
      token: 'OUR-TOKEN-1',
      pairingNumber: '5511940001234',
    });
    const body = fake.requestsTo('POST /instance/create')[0]?.body;
    expect(body).toMatchObject({
      token: 'OUR-TOKEN-1',
      number: '5511940001234',
      webhook: { events: ['MESSAGES_UPSERT'] },
    });
    expect(created.token).toBe('OUR-TOKEN-1');
    expect(created.qr).toMatchObject({ state: 'qr', code: '2@fake-qr-1', pairingCode: 'WZYEH1YY', count: 1 });
  });

  it('creates without connecting when asked, with no QR', async () => {
    const { gateway } = gatewayFor(fake);
    const created = await gateway.createInstance({ instanceName: 'quiet', webhook, startConnecting: false });
    expect(created).toMatchObject({ state: 'close', qr: null });
    expect(fake.requestsTo('POST /instance/create')[0]?.body).toMatchObject({ qrcode: false });
  });

  it('maps a taken name (403) to rejected/name_in_use, without retrying the create', async () => {
    fake.addInstance({ name: 'taken' });
    const { gateway } = gatewayFor(fake);
    const error = await rejectionOf(gateway.createInstance({ instanceName: 'taken', webhook }));
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({
      kind: 'rejected',
      reason: 'name_in_use',
      status: 403,
      operation: 'createInstance',
    });
    expect(fake.requestsTo('POST /instance/create')).toHaveLength(1);
  });

  it('maps create with an instance key (401 string body) to unauthorized', async () => {
    const owned = fake.addInstance({ name: 'owned' });
    const { gateway } = gatewayFor(fake, { apiKey: owned.token });
    const error = await rejectionOf(gateway.createInstance({ instanceName: 'another', webhook }));
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, gatewayMessage: 'Unauthorized' });
  });

  it('goes from no QR ({count:0}) to a QR, then reports open once connected', async () => {
    const instance = fake.addInstance({ name: 'acme', qrPlan: ['none', 'qr', 'qr'] });
    const { gateway } = gatewayFor(fake);
    const ref = { name: 'acme', token: instance.token };

    expect(await gateway.connect(ref)).toEqual({ state: 'pending', count: 0, pairingCode: null });
    expect(await gateway.connect(ref)).toEqual({
      state: 'qr',
      qrCode: 'data:image/png;base64,RkFLRS1RUi01',
      code: '2@fake-qr-1',
      pairingCode: null,
      count: 1,
    });
    expect(fake.requestsTo('GET /instance/connect/acme').every((r) => r.apikey === instance.token)).toBe(
      true,
    );

    instance.state = 'open';
    expect(await gateway.connect(ref)).toEqual({ state: 'open' });
    expect(await gateway.connectionState(ref)).toBe('open');
  });

  it('asks for a pairing code with ?number= and returns it with the QR', async () => {
    fake.addInstance({ name: 'acme', qrPlan: ['qr'] });
    const { gateway } = gatewayFor(fake);
    const qr = await gateway.connect({ name: 'acme' }, { pairingNumber: '5511940001234' });
    expect(fake.requestsTo('GET /instance/connect/acme')[0]?.query).toEqual({ number: '5511940001234' });
    expect(qr).toMatchObject({ state: 'qr', pairingCode: 'WZYEH1YY' });
  });

  it('reports the QR limit (state refused) so the caller starts a new cycle', async () => {
    fake.addInstance({ name: 'acme', state: 'refused' });
    const { gateway } = gatewayFor(fake);
    expect(await gateway.connect({ name: 'acme' })).toEqual({ state: 'qr_limit' });
    expect(await gateway.connectionState({ name: 'acme' })).toBe('refused');
  });

  it('turns the HTTP 200 {error:true} of connect into a typed rejected error', async () => {
    fake.addInstance({ name: 'acme', connectBroken: true });
    const { gateway, sleeps } = gatewayFor(fake);
    const error = await rejectionOf(gateway.connect({ name: 'acme' }));
    expect(error).toMatchObject({
      kind: 'rejected',
      status: 200,
      gatewayMessage: '[object Object]',
      operation: 'connect',
    });
    expect(sleeps).toEqual([]);
  });

  it('answers 404 for an unknown instance even with a bad key (guard order), 401 for a known one', async () => {
    fake.addInstance({ name: 'known' });
    const { gateway } = gatewayFor(fake, { apiKey: 'wrong-key' });
    expect(await rejectionOf(gateway.connectionState({ name: 'ghost' }))).toMatchObject({
      kind: 'not_found',
      reason: 'instance_not_found',
      status: 404,
      gatewayMessage: 'The "ghost" instance does not exist',
    });
    expect(await rejectionOf(gateway.connectionState({ name: 'known' }))).toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });
  });

  it('logs out, and treats an already closed session as done', async () => {
    fake.addInstance({ name: 'acme', state: 'open' });
    const { gateway } = gatewayFor(fake);
    expect(await gateway.logout({ name: 'acme' })).toEqual({ outcome: 'logged_out' });
    expect(fake.instance('acme')?.state).toBe('close');
    expect(await gateway.logout({ name: 'acme' })).toEqual({ outcome: 'already_closed' });
    expect(fake.requestsTo('DELETE /instance/logout/acme')).toHaveLength(2);
  });

  it('deletes, and treats an instance already gone as done', async () => {
    fake.addInstance({ name: 'acme' });
    const { gateway } = gatewayFor(fake);
    expect(await gateway.deleteInstance({ name: 'acme' })).toEqual({ outcome: 'deleted' });
    expect(fake.instance('acme')).toBeUndefined();
    expect(await gateway.deleteInstance({ name: 'acme' })).toEqual({ outcome: 'not_found' });
  });

  it('logs out first when an older server refuses to delete an open instance', async () => {
    fake.addInstance({ name: 'acme', state: 'open' });
    fake.inject('DELETE /instance/delete', {
      status: 400,
      body: {
        status: 400,
        error: 'Bad Request',
        response: { message: ['The "acme" instance needs to be disconnected'] },
      },
    });
    const { gateway } = gatewayFor(fake);
    expect(await gateway.deleteInstance({ name: 'acme' })).toEqual({ outcome: 'deleted' });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /instance/delete/acme',
      'DELETE /instance/logout/acme',
      'DELETE /instance/delete/acme',
    ]);
  });

  it('sets the webhook with the nested body and enabled:true', async () => {
    fake.addInstance({ name: 'acme' });
    const { gateway } = gatewayFor(fake);
    await gateway.setWebhook({ name: 'acme' }, webhook);
    expect(fake.instance('acme')?.webhook).toEqual({
      enabled: true,
      url: webhook.url,
      byEvents: false,
      base64: true,
      headers: { [WEBHOOK_SECRET_HEADER]: webhook.secret },
      events: [...DEFAULT_WEBHOOK_EVENTS],
    });
  });

  it('verifies credentials, falling back to fetchInstances on servers without /verify-creds', async () => {
    const { gateway } = gatewayFor(fake);
    await gateway.verifyCredentials();
    fake.verifyCredsRoute = false;
    await gateway.verifyCredentials();
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /verify-creds',
      'POST /verify-creds',
      'GET /instance/fetchInstances',
    ]);
    const bad = gatewayFor(fake, { apiKey: 'nope' }).gateway;
    expect(await rejectionOf(bad.verifyCredentials())).toMatchObject({ kind: 'unauthorized' });
  });

  it('URL-encodes instance names in paths', async () => {
    fake.addInstance({ name: 'Loja São Paulo/1', state: 'open' });
    const { gateway } = gatewayFor(fake);
    expect(await gateway.connectionState({ name: 'Loja São Paulo/1' })).toBe('open');
    expect(fake.requests[0]?.path).toBe('/instance/connectionState/Loja%20S%C3%A3o%20Paulo%2F1');
  });
});
