import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../../server/config';
import { instances } from '../../../../server/db/schema';
import { WEBHOOK_SECRET_HEADER } from '../../../../server/gateways/evolution/webhook-config';
import { decryptSecret } from '../../../../server/lib/crypto';
import { createUser } from '../../helpers/app';
import { type EvolutionDashboard, PUBLIC_URL, startEvolutionDashboard } from './evolution-setup';
import { eventually, instanceRowOf } from './helpers';

/** Creating instances and fetching their QR against a fake Evolution API v2 server. */

const key = testConfig().encryptionKey;

let d: EvolutionDashboard;
let fake: EvolutionDashboard['fake'];
let t: EvolutionDashboard['t'];
let admin: EvolutionDashboard['admin'];
let call: EvolutionDashboard['call'];
let createViaApi: EvolutionDashboard['createViaApi'];
let eventsOf: EvolutionDashboard['eventsOf'];

beforeAll(async () => {
  d = await startEvolutionDashboard();
  ({ fake, t, admin, call, createViaApi, eventsOf } = d);
});
afterAll(() => d.close());

describe('POST /api/instances on Evolution', () => {
  it('creates the instance on the gateway with our webhook URL and secret header, and keeps its key', async () => {
    const response = await call('POST', '/api/instances', { name: 'Loja Centro', phone: '11 94000-1234' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Loja Centro',
      phone: '11940001234',
      gateway: 'evolution',
      userId: admin.id,
    });
    expect(body.instance).toBeUndefined();

    const row = await instanceRowOf(t.db, body.id);
    const [request] = fake.requestsTo('POST /instance/create').slice(-1);
    expect(request?.apikey).toBe(fake.globalKey);
    expect(request?.body).toMatchObject({
      instanceName: row.gatewayInstanceName,
      integration: 'WHATSAPP-BAILEYS',
      webhook: {
        url: `${PUBLIC_URL}/api/webhooks/evolution/${body.id}`,
        headers: { [WEBHOOK_SECRET_HEADER]: row.webhookSecret },
      },
    });
    const gatewayToken = fake.instance(row.gatewayInstanceName)?.token;
    expect(row.gatewayTokenEnc && decryptSecret(key, row.gatewayTokenEnc)).toBe(gatewayToken);
    expect(JSON.stringify(body)).not.toContain(gatewayToken);
    // The fake had no QR within its wait, like Evolution's `{count:0}`.
    expect(body.qrCode).toBeNull();
  });

  it('keeps no instance when the gateway refuses, and answers its failure in Portuguese', async () => {
    fake.inject('POST /instance/create', {
      status: 401,
      body: { status: 401, error: 'Unauthorized', response: { message: 'Unauthorized' } },
    });
    const refused = await call('POST', '/api/instances', { name: 'Recusada', phone: '11940001234' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({
      error: 'gateway_unauthorized',
      message: 'Token ou API Key inválidos',
    });

    fake.inject('POST /instance/create', {
      status: 500,
      body: { status: 500, error: 'Internal Server Error', response: { message: ['boom'] } },
    });
    const down = await call('POST', '/api/instances', { name: 'Recusada', phone: '11940001234' });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({
      error: 'gateway_unavailable',
      message: 'O Evolution está indisponível no momento. Tente novamente.',
    });

    const kept = await t.db.select().from(instances).where(eq(instances.name, 'Recusada'));
    expect(kept).toEqual([]);
  });
});

describe('GET /api/instances/:id/fetch-evolution-qr', () => {
  it('goes from "still generating" to a QR to "already connected"', async () => {
    fake.createQrPlan = ['none', 'none', 'qr'];
    const { id, gatewayName } = await createViaApi('Loja QR');
    fake.createQrPlan = ['none', 'qr'];

    const pending = await call('GET', `/api/instances/${id}/fetch-evolution-qr`);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({
      success: true,
      qrCode: null,
      isTemporary: true,
      alreadyConnected: false,
      requiresNewToken: false,
      gateway: 'evolution',
    });

    const shown = await call('GET', `/api/instances/${id}/fetch-evolution-qr`);
    expect(shown.json()).toMatchObject({
      success: true,
      qrCode: expect.stringMatching(/^data:image\/png;base64,/),
      isTemporary: false,
      alreadyConnected: false,
      tokenStatus: 'valid',
    });
    const stored = await instanceRowOf(t.db, id);
    expect(stored.qrCode).toBe(shown.json().qrCode);
    expect(stored.qrUpdatedAt).toBeInstanceOf(Date);
    // The instance's own key is used, not the global one.
    expect(fake.requestsTo(`GET /instance/connect/${gatewayName}`).at(-1)?.apikey).toBe(
      fake.instance(gatewayName)?.token,
    );

    const phone = fake.instance(gatewayName);
    if (phone) phone.state = 'open';
    const connected = await call('GET', `/api/instances/${id}/fetch-evolution-qr`);
    expect(connected.json()).toMatchObject({ success: true, alreadyConnected: true, qrCode: null });
    expect((await instanceRowOf(t.db, id)).isConnected).toBe(true);
    await eventually(() => expect(eventsOf(id)).toContain('instance_connected'));
  });

  it('starts a new QR cycle after the QR limit', async () => {
    const { id, gatewayName } = await createViaApi('Loja Limite');
    // Evolution answers `refused` right after the limit; the next connect starts over with a new QR.
    fake.inject(`GET /instance/connect/${gatewayName}`, {
      status: 200,
      body: { instance: { instanceName: gatewayName, status: 'refused' }, qrcode: { count: 0 } },
    });
    const response = await call('GET', `/api/instances/${id}/fetch-evolution-qr`);
    expect(response.json()).toMatchObject({
      success: true,
      qrCode: expect.stringMatching(/^data:image\/png/),
    });
    expect(fake.requestsTo(`GET /instance/connect/${gatewayName}`)).toHaveLength(2);
  });

  it('asks for a new token when the gateway refuses the key, without logging the user out', async () => {
    const { id, gatewayName } = await createViaApi('Loja Token');
    const phone = fake.instance(gatewayName);
    if (phone) phone.token = 'ROTATED-ON-THE-SERVER';
    const response = await call('GET', `/api/instances/${id}/fetch-evolution-qr`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: false,
      tokenStatus: 'expired',
      requiresNewToken: true,
      qrCode: null,
      message: 'Token ou API Key inválidos',
    });
  });

  it('creates the instance again when it was removed on the Evolution side', async () => {
    const { id, gatewayName } = await createViaApi('Loja Removida');
    const removed = await fetch(`${fake.url}/instance/delete/${gatewayName}`, {
      method: 'DELETE',
      headers: { apikey: fake.globalKey },
    });
    expect(removed.status).toBe(200);

    const response = await call('GET', `/api/instances/${id}/fetch-evolution-qr`);
    expect(response.json()).toMatchObject({ success: true });
    expect(
      fake
        .requestsTo('POST /instance/create')
        .filter((r) => (r.body as { instanceName?: string }).instanceName === gatewayName),
    ).toHaveLength(2);
    const row = await instanceRowOf(t.db, id);
    expect(row.gatewayTokenEnc && decryptSecret(key, row.gatewayTokenEnc)).toBe(
      fake.instance(gatewayName)?.token,
    );
  });

  it('registers on first connect an instance created from the users screen', async () => {
    const seller = await createUser(t.db, admin.organizationId);
    const created = await call('POST', '/api/users-with-instances', {
      userId: seller.id,
      instanceName: 'Pelo Cadastro',
      instancePhone: '11940001234',
    });
    const id = created.json<{ id: string }>().id;
    expect((await instanceRowOf(t.db, id)).gatewayTokenEnc).toBeNull();

    const response = await call('GET', `/api/instances/${id}/fetch-evolution-qr`);
    expect(response.json()).toMatchObject({ success: true });
    const row = await instanceRowOf(t.db, id);
    expect(fake.instance(row.gatewayInstanceName)).toBeDefined();
    expect(row.gatewayTokenEnc && decryptSecret(key, row.gatewayTokenEnc)).toBe(
      fake.instance(row.gatewayInstanceName)?.token,
    );
  });
});
