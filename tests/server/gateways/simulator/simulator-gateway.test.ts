import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { instances, simulatorMessages } from '../../../../server/db/schema';
import { gatewayErrorMessagePtBr } from '../../../../server/gateways/error-messages';
import { GatewayError } from '../../../../server/gateways/errors';
import type { GatewayInstanceRef, WhatsAppGateway } from '../../../../server/gateways/port';
import { createSimulatorGateway, type DeliveryTarget } from '../../../../server/gateways/simulator';
import type { EvolutionWebhookBody } from '../../../../server/gateways/simulator/webhook-bodies';
import { createOrganization, createTestApp, createUser, type TestApp } from '../../helpers/app';
import { gatewayInstanceRow, instanceRowOf } from '../../modules/instances/helpers';
import { rejectionOf } from '../gateway-under-test';

/**
 * The simulator adapter on its own: its state in the instance row, its outbox, and the webhooks it
 * hands to the intake (recorded here instead of delivered).
 */

let t: TestApp;
let organizationId: string;
let userId: string;
const delivered: Array<{ target: DeliveryTarget; body: EvolutionWebhookBody }> = [];
const waited: number[] = [];
let gateway: WhatsAppGateway;
let clock = 0;

beforeAll(async () => {
  t = await createTestApp();
  organizationId = (await createOrganization(t.db)).id;
  userId = (await createUser(t.db, organizationId)).id;
  gateway = createSimulatorGateway({
    db: t.db,
    publicUrl: 'https://app.vendai.test',
    deliver: async (target, body) => {
      delivered.push({ target, body });
    },
    log: { warn: () => undefined },
    // A clock that ticks a second per reading, so the outbox order never depends on a tie.
    now: () => {
      clock += 1;
      return new Date(Date.UTC(2025, 10, 3, 12, 0, clock));
    },
    sleep: async (ms) => {
      waited.push(ms);
    },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  delivered.length = 0;
  waited.length = 0;
});

async function newInstance(
  connected = false,
): Promise<{ id: string; ref: GatewayInstanceRef; secret: string }> {
  const row = await gatewayInstanceRow(t.db, organizationId, userId, { gateway: 'simulator', connected });
  return { id: row.id, ref: { name: row.gatewayInstanceName }, secret: row.webhookSecret };
}

const outboxOf = (instanceId: string) =>
  t.db.select().from(simulatorMessages).where(eq(simulatorMessages.instanceId, instanceId));

describe('connecting', () => {
  it('shows a QR, marks the instance connecting and announces both through the intake', async () => {
    const { id, ref, secret } = await newInstance();
    const qr = await gateway.connect(ref);
    expect(qr).toMatchObject({
      state: 'qr',
      count: 1,
      pairingCode: null,
      code: expect.stringMatching(/^2@/),
    });
    if (qr.state !== 'qr') throw new Error('expected a QR');
    expect(qr.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    const row = await instanceRowOf(t.db, id);
    expect(row).toMatchObject({ connectionState: 'connecting', qrCode: qr.qrCode, isConnected: false });
    expect(delivered.map((d) => d.body.event)).toEqual(['connection.update', 'qrcode.updated']);
    expect(delivered[0]?.target).toEqual({ instanceId: id, secret });
    expect(delivered[0]?.body).toMatchObject({
      instance: ref.name,
      destination: `https://app.vendai.test/api/webhooks/evolution/${id}`,
      data: { state: 'connecting', statusReason: 200 },
      apikey: null,
    });
    expect(delivered[1]?.body.data).toMatchObject({ qrcode: { base64: qr.qrCode, pairingCode: null } });

    // Asking again while connecting shows the same QR and announces nothing new.
    expect(await gateway.connect(ref)).toEqual(qr);
    expect(delivered).toHaveLength(2);
    expect(await gateway.connectionState(ref)).toBe('connecting');
  });

  it('answers open for a connected instance, and not_found for an unknown one', async () => {
    const { ref } = await newInstance(true);
    expect(await gateway.connect(ref)).toEqual({ state: 'open' });
    const error = await rejectionOf(gateway.connect({ name: 'nao-existe' }));
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ kind: 'not_found', reason: 'instance_not_found' });
  });

  it('creates by starting to connect, with a token to keep', async () => {
    const { id, ref } = await newInstance();
    const created = await gateway.createInstance({
      instanceName: ref.name,
      webhook: { url: 'https://ignored', secret: 'ignored' },
    });
    expect(created).toMatchObject({
      instanceName: ref.name,
      gatewayInstanceId: id,
      state: 'connecting',
      qr: { state: 'qr' },
    });
    expect(created.token).toMatch(/^[0-9A-F-]{36}$/);
    await expect(gateway.verifyCredentials()).resolves.toBeUndefined();
    await expect(gateway.setWebhook(ref, { url: 'https://x', secret: 's' })).resolves.toBeUndefined();
  });
});

describe('logging out', () => {
  it('closes the session as a logout from the phone (close, 401), once', async () => {
    const { id, ref } = await newInstance(true);
    expect(await gateway.logout(ref)).toEqual({ outcome: 'logged_out' });
    expect((await instanceRowOf(t.db, id)).connectionState).toBe('close');
    expect(delivered.map((d) => d.body.data)).toEqual([
      { instance: ref.name, state: 'close', statusReason: 401 },
    ]);
    expect(await gateway.logout(ref)).toEqual({ outcome: 'already_closed' });
    expect(await gateway.deleteInstance(ref)).toEqual({ outcome: 'deleted' });
    expect(await gateway.deleteInstance({ name: 'nao-existe' })).toEqual({ outcome: 'not_found' });
  });
});

describe('sending to the simulated phone', () => {
  it('refuses while the instance is not connected, as Evolution does', async () => {
    const { ref } = await newInstance();
    const error = await rejectionOf(gateway.sendText(ref, { to: '5511987654321', text: 'Oi' }));
    expect(error).toMatchObject({ kind: 'rejected', reason: 'not_connected', gateway: 'simulator' });
  });

  it('names the simulator as the one that refused', async () => {
    const { ref } = await newInstance(true);
    const error = await rejectionOf(gateway.sendText(ref, { to: '5511987654321', text: '   ' }));
    expect(error).toBeInstanceOf(GatewayError);
    expect(gatewayErrorMessagePtBr(error as GatewayError)).toMatch(/^O simulador recusou a requisição/);
  });

  it('stores text, voice notes, media and presences, with WhatsApp-like ids', async () => {
    const { id, ref } = await newInstance(true);
    const text = await gateway.sendText(ref, {
      to: '5511987654321@s.whatsapp.net',
      text: 'Temos sim!',
      delayMs: 1200,
    });
    expect(text).toMatchObject({
      gatewayMessageId: expect.stringMatching(/^3EB0[0-9A-F]{18}$/),
      remoteJid: '5511987654321@s.whatsapp.net',
      status: 'delivered',
      messageType: 'conversation',
    });
    expect(text.timestamp).toBeInstanceOf(Date);

    const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]).toString(
      'base64',
    );
    await gateway.sendAudio(ref, { to: '5511987654321', audio: { base64: `data:audio/wav;base64,${wav}` } });
    await gateway.sendMedia(ref, {
      to: '5511987654321',
      type: 'document',
      media: { base64: 'JVBERg==' },
      mimetype: 'application/pdf',
      fileName: 'tabela.pdf',
      caption: 'Segue a tabela',
    });
    await gateway.sendMedia(ref, {
      to: '5511987654321',
      type: 'image',
      media: { url: 'https://cdn.example/carro.jpg' },
    });
    await gateway.sendPresence(ref, { to: '5511987654321', presence: 'composing', durationMs: 3000 });
    expect(waited).toEqual([1200, 3000]);

    const rows = (await outboxOf(id)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(rows.map((r) => [r.kind, r.contactNumber])).toEqual([
      ['text', '5511987654321'],
      ['audio', '5511987654321'],
      ['document', '5511987654321'],
      ['image', '5511987654321'],
      ['presence', '5511987654321'],
    ]);
    expect(rows[0]).toMatchObject({ content: 'Temos sim!', gatewayMessageId: text.gatewayMessageId });
    expect(rows[1]).toMatchObject({ mediaMimetype: 'audio/wav', mediaBase64: wav });
    expect(rows[2]).toMatchObject({
      content: 'tabela.pdf\nSegue a tabela',
      mediaMimetype: 'application/pdf',
      mediaBase64: 'JVBERg==',
    });
    expect(rows[3]).toMatchObject({ content: 'https://cdn.example/carro.jpg', mediaBase64: null });
    expect(rows[4]).toMatchObject({ content: 'composing' });
    // Nothing the business sends is a webhook: Evolution reports API sends only as send.message.
    expect(delivered).toEqual([]);
  });

  it('refuses groups, LIDs and non-numbers, and blank text', async () => {
    const { ref } = await newInstance(true);
    for (const to of ['120363040000000000@g.us', 'abc', '123']) {
      const error = await rejectionOf(gateway.sendText(ref, { to, text: 'Oi' }));
      expect(error, to).toMatchObject({ kind: 'rejected', reason: 'number_not_on_whatsapp' });
    }
    expect(await rejectionOf(gateway.sendText(ref, { to: '5511987654321', text: '  ' }))).toMatchObject({
      kind: 'bad_request',
    });
  });

  it('accepts read receipts and has no media to download', async () => {
    const { ref } = await newInstance(true);
    await expect(
      gateway.markRead(ref, [
        { remoteJid: '5511987654321@s.whatsapp.net', fromMe: false, gatewayMessageId: 'ABC' },
      ]),
    ).resolves.toBeUndefined();
    const error = await rejectionOf(gateway.fetchMedia(ref, { gatewayMessageId: 'ABC' }));
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ kind: 'not_found', operation: 'fetchMedia' });
  });
});

describe('a deleted instance', () => {
  it('no longer exists on the simulated gateway', async () => {
    const { id, ref } = await newInstance(true);
    await t.db.update(instances).set({ deletedAt: new Date() }).where(eq(instances.id, id));
    expect(await rejectionOf(gateway.connectionState(ref))).toMatchObject({ kind: 'not_found' });
  });
});
