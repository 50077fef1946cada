import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances } from '../../../../server/db/schema';
import { GatewayError } from '../../../../server/gateways/errors';
import { deliverThroughIntake } from '../../../../server/gateways/simulator';
import { connectionUpdateBody } from '../../../../server/gateways/simulator/webhook-bodies';
import { rejectionOf } from '../../gateways/gateway-under-test';
import { createOrganization, createTestApp, signedInUser, type TestApp } from '../../helpers/app';
import { gatewayInstanceRow } from '../instances/helpers';

/** The simulator API's checks: what a simulated customer may send, and when. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let connected: string;
let closed: string;
let onEvolution: string;

beforeAll(async () => {
  t = await createTestApp();
  const org = await createOrganization(t.db, { plan: 'enterprise' });
  admin = await signedInUser(t, 'admin', org.id);
  connected = (await gatewayInstanceRow(t.db, org.id, admin.id, { gateway: 'simulator', connected: true }))
    .id;
  closed = (await gatewayInstanceRow(t.db, org.id, admin.id, { gateway: 'simulator' })).id;
  onEvolution = (await gatewayInstanceRow(t.db, org.id, admin.id, { gateway: 'evolution', token: 'T' })).id;
});
afterAll(() => t.close());

const send = (id: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/simulator/instances/${id}/messages`,
    headers: admin.headers,
    payload,
  });

const customer = { contactNumber: '5511987654321', contactName: 'Maria' };

describe('POST /api/simulator/instances/:id/messages', () => {
  it('names the field of each bad value', async () => {
    const cases: Array<[object, string, string]> = [
      [
        { ...customer, contactNumber: '12345', text: 'oi' },
        'contactNumber',
        'Número do contato deve ter entre 10 e 15 dígitos',
      ],
      [
        { ...customer, contactNumber: '1234567890123456', text: 'oi' },
        'contactNumber',
        'Número do contato deve ter entre 10 e 15 dígitos',
      ],
      [{ ...customer, contactName: ' ', text: 'oi' }, 'contactName', 'Nome do contato é obrigatório'],
      [{ ...customer }, 'text', 'Informe um texto ou um arquivo'],
      [{ ...customer, text: '   ' }, 'text', 'Informe um texto ou um arquivo'],
      [
        { ...customer, media: { kind: 'video', base64: 'AAAA', mimetype: 'video/mp4' } },
        'media.kind',
        'Tipo de arquivo deve ser image, audio ou document',
      ],
      [
        { ...customer, media: { kind: 'image', base64: 'não é base64!', mimetype: 'image/jpeg' } },
        'media.base64',
        'Arquivo deve estar em base64',
      ],
      [
        { ...customer, media: { kind: 'image', base64: 'AAAA' } },
        'media.mimetype',
        'Tipo do arquivo (mimetype) é obrigatório',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await send(connected, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json();
      expect(body.error).toBe('validation_error');
      expect(body.details, field).toContainEqual({ field, message });
    }
  });

  it('refuses files over 10 MB', async () => {
    const tooBig = Buffer.alloc(10 * 1024 * 1024 + 3).toString('base64');
    const response = await send(connected, {
      ...customer,
      media: { kind: 'document', base64: tooBig, mimetype: 'application/pdf' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      field: 'media.base64',
      message: 'Arquivo deve ter no máximo 10 MB',
    });
  });

  it('needs a connected simulator instance', async () => {
    const disconnected = await send(closed, { ...customer, text: 'oi' });
    expect(disconnected.statusCode).toBe(409);
    expect(disconnected.json()).toMatchObject({ error: 'instance_disconnected' });

    const evolution = await send(onEvolution, { ...customer, text: 'oi' });
    expect(evolution.statusCode).toBe(404);
    expect(evolution.json().message).toBe('Instância do simulador não encontrada');
  });
});

describe('delivery through the intake', () => {
  it('fails with a GatewayError when the intake refuses the webhook', async () => {
    const deliver = deliverThroughIntake(t.app);
    const [row] = await t.db.select().from(instances).where(eq(instances.id, connected));
    const body = connectionUpdateBody(
      {
        instanceName: row?.gatewayInstanceName ?? '',
        destination: '',
        serverUrl: '',
        sender: null,
        now: new Date(),
      },
      { state: 'connecting' },
    );
    const refused = await rejectionOf(deliver({ instanceId: connected, secret: 'segredo-errado' }, body));
    expect(refused).toBeInstanceOf(GatewayError);
    expect(refused).toMatchObject({ status: 401, operation: 'deliverWebhook' });
    await expect(
      deliver({ instanceId: connected, secret: row?.webhookSecret ?? '' }, body),
    ).resolves.toBeUndefined();
  });
});

describe('POST /api/simulator/instances/:id/scan', () => {
  it('needs a QR on screen first', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/simulator/instances/${closed}/scan`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'qr_not_shown' });
  });
});

describe('GET /api/simulator/instances/:id/chats/:contactNumber', () => {
  it('checks the number and answers an empty timeline for a new contact', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/simulator/instances/${connected}/chats/abc`,
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    const empty = await t.app.inject({
      method: 'GET',
      url: `/api/simulator/instances/${connected}/chats/5511900000000`,
      headers: admin.headers,
    });
    expect(empty.json()).toEqual({
      contactNumber: '5511900000000',
      contactName: null,
      items: [],
      presence: null,
    });
  });
});
