import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversations,
  instances,
  messageMedia,
  messages,
  webhookEvents,
} from '../../../../server/db/schema';
import { gatewayForInstance } from '../../../../server/gateways/resolve';
import { createOrganization, createTestApp, signedInUser, type TestApp } from '../../helpers/app';
import { eventually, instanceRowOf, recordEvents } from '../instances/helpers';

/**
 * The embedded default end to end: an instance on the built-in simulator is created, connected by
 * scanning its QR on the simulator page, receives a customer's messages through the real webhook
 * intake, and its replies show up on the simulated phone.
 */

const CUSTOMER = '5511987654321';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let live: ReturnType<typeof recordEvents>;
let instanceId: string;

beforeAll(async () => {
  t = await createTestApp();
  const org = await createOrganization(t.db, { plan: 'enterprise' });
  admin = await signedInUser(t, 'admin', org.id);
  live = recordEvents(t.app);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

const eventTypes = () =>
  live.events
    .filter((e) => 'instanceId' in e.event && e.event.instanceId === instanceId)
    .map((e) => e.event.type);

describe('the simulator, from QR to chat', () => {
  it('creates an instance on the simulator with a QR to scan', async () => {
    const created = await call('POST', '/api/instances', { name: 'Loja Simulada', phone: '5511940001234' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ gateway: 'simulator', isConnected: false });
    expect(created.json().qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    instanceId = created.json().id;

    const qr = await call('GET', `/api/instances/${instanceId}/fetch-evolution-qr`);
    expect(qr.statusCode).toBe(200);
    expect(qr.json()).toMatchObject({
      success: true,
      alreadyConnected: false,
      isTemporary: false,
      gateway: 'simulator',
      qrCode: created.json().qrCode,
    });

    const page = await call('GET', '/api/simulator/instances');
    expect(page.json()).toEqual([
      expect.objectContaining({
        id: instanceId,
        connectionState: 'connecting',
        qrCode: created.json().qrCode,
      }),
    ]);
    // The QR reached the intake as Evolution's qrcode.updated.
    const recorded = await t.db.select().from(webhookEvents).where(eq(webhookEvents.instanceId, instanceId));
    expect(recorded.map((r) => r.event)).toEqual(
      expect.arrayContaining(['connection.update', 'qrcode.updated']),
    );
  });

  it('connects when the phone scans the QR, through the intake', async () => {
    const scanned = await call('POST', `/api/simulator/instances/${instanceId}/scan`);
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(scanned.json()).toMatchObject({
      success: true,
      alreadyConnected: false,
      instance: { id: instanceId, isConnected: true, connectionState: 'open', qrCode: null },
    });
    expect(await instanceRowOf(t.db, instanceId)).toMatchObject({
      isConnected: true,
      connectionState: 'open',
    });
    await eventually(() => expect(eventTypes()).toContain('instance_connected'));

    const again = await call('POST', `/api/instances/${instanceId}/sync-status`);
    expect(again.json()).toMatchObject({
      correction: null,
      canSync: true,
      isConnected: true,
      reason: 'in_sync',
    });
    const qr = await call('GET', `/api/instances/${instanceId}/fetch-evolution-qr`);
    expect(qr.json()).toMatchObject({ success: true, alreadyConnected: true });
    const rescanned = await call('POST', `/api/simulator/instances/${instanceId}/scan`);
    expect(rescanned.json()).toMatchObject({ alreadyConnected: true });
  });

  it("stores a customer's text as a conversation and message, as any gateway message", async () => {
    const sent = await call('POST', `/api/simulator/instances/${instanceId}/messages`, {
      contactNumber: '+55 (11) 98765-4321',
      contactName: 'Maria Silva',
      text: 'Olá! Vocês têm o Onix 2020?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { gatewayMessageId } = sent.json();
    expect(gatewayMessageId).toMatch(/^[0-9A-F]{32}$/);

    const [conversation] = await t.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.instanceId, instanceId), eq(conversations.contactNumber, CUSTOMER)));
    expect(conversation).toMatchObject({ contactName: 'Maria Silva', organizationId: admin.organizationId });
    const [message] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.gatewayMessageId, gatewayMessageId));
    expect(message).toMatchObject({
      conversationId: conversation?.id,
      direction: 'in',
      origin: 'contact',
      content: 'Olá! Vocês têm o Onix 2020?',
    });
    await eventually(() => expect(eventTypes()).toContain('new_message'));
  });

  it('delivers a voice note with its bytes', async () => {
    const bytes = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(60, 7)]);
    const sent = await call('POST', `/api/simulator/instances/${instanceId}/messages`, {
      contactNumber: CUSTOMER,
      contactName: 'Maria Silva',
      media: { kind: 'audio', base64: bytes.toString('base64'), mimetype: 'audio/ogg; codecs=opus' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [message] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.gatewayMessageId, sent.json().gatewayMessageId));
    expect(message).toMatchObject({
      direction: 'in',
      mediaType: 'audio',
      mediaMimetype: 'audio/ogg; codecs=opus',
    });
    const [media] = await t.db
      .select()
      .from(messageMedia)
      .where(eq(messageMedia.messageId, message?.id ?? ''));
    expect(media && Buffer.from(media.data).equals(bytes)).toBe(true);
  });

  it("shows the business's reply on the simulated phone, after what the customer sent", async () => {
    const row = await instanceRowOf(t.db, instanceId);
    const { gateway, ref } = await gatewayForInstance(t.app, row);
    expect(gateway.kind).toBe('simulator');
    const reply = await gateway.sendText(ref, { to: CUSTOMER, text: 'Temos sim! Quer agendar uma visita?' });
    await gateway.sendPresence(ref, { to: CUSTOMER, presence: 'composing', durationMs: 0 });

    const chat = await call('GET', `/api/simulator/instances/${instanceId}/chats/${CUSTOMER}`);
    expect(chat.statusCode, chat.body).toBe(200);
    const timeline = chat.json();
    expect(timeline.contactName).toBe('Maria Silva');
    expect(timeline.items.map((item: { from: string; text: string }) => [item.from, item.text])).toEqual([
      ['customer', 'Olá! Vocês têm o Onix 2020?'],
      ['customer', '[Mensagem de voz]'],
      ['business', 'Temos sim! Quer agendar uma visita?'],
    ]);
    expect(timeline.items[1].media).toMatchObject({
      kind: 'audio',
      src: expect.stringMatching(/^data:audio\/ogg/),
    });
    expect(timeline.items[2]).toMatchObject({ gatewayMessageId: reply.gatewayMessageId, media: null });
    expect(timeline.presence).toMatchObject({ presence: 'composing' });

    const consultant = '5511912345678';
    await gateway.sendText(ref, { to: consultant, text: 'Lead quente: Maria Silva' });
    const chats = await call('GET', `/api/simulator/instances/${instanceId}/chats`);
    expect(chats.json().map((c: { contactNumber: string }) => c.contactNumber)).toEqual([
      consultant,
      CUSTOMER,
    ]);
    expect(chats.json()[1]).toMatchObject({ contactName: 'Maria Silva' });
  });

  it('disconnects from the dashboard, after which the phone must scan again', async () => {
    const response = await call('POST', `/api/instances/${instanceId}/disconnect`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'logged_out', instance: { isConnected: false } });
    expect(await instanceRowOf(t.db, instanceId)).toMatchObject({
      isConnected: false,
      connectionState: 'close',
    });
    await eventually(() =>
      expect(eventTypes().filter((type) => type === 'instance_disconnected')).toHaveLength(1),
    );

    const write = await call('POST', `/api/simulator/instances/${instanceId}/messages`, {
      contactNumber: CUSTOMER,
      contactName: 'Maria',
      text: 'Oi?',
    });
    expect(write.statusCode).toBe(409);
    const scan = await call('POST', `/api/simulator/instances/${instanceId}/scan`);
    expect(scan.statusCode).toBe(409);
    expect(scan.json().error).toBe('qr_not_shown');
  });

  it('deletes the instance, which leaves the simulator page', async () => {
    const response = await call('DELETE', `/api/instances/${instanceId}`);
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(instances).where(eq(instances.id, instanceId));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await call('GET', '/api/simulator/instances')).json()).toEqual([]);
  });
});
