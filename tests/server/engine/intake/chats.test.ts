import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../../../server/db/schema';
import { createOrganization, createUser, type TestApp } from '../../helpers/app';
import {
  createEvolutionInstance,
  listenToEvents,
  loadPayload,
  postWebhook,
  startTestApp,
  textMessageBody,
  waitFor,
} from './helpers';
import { conversationsOf, instanceRow, messagesOf, monitorOf } from './rows';

let t: TestApp;
let organizationId: string;
let ownerId: string;

beforeAll(async () => {
  t = await startTestApp();
  organizationId = (await createOrganization(t.db)).id;
  ownerId = (await createUser(t.db, organizationId, { role: 'vendedor' })).id;
});
afterAll(() => t.close());

const AT = 1_762_170_000;

describe('who the chat is with', () => {
  it('keys a LID-only chat by the LID digits and replies to the LID', async () => {
    const instance = await createEvolutionInstance(t.db, organizationId, ownerId);
    const body = textMessageBody({
      id: 'LID-1',
      number: '',
      remoteJid: '208510935384161@lid',
      text: 'Oi, vi o anúncio',
      timestamp: AT,
      pushName: 'João',
    });
    expect((await postWebhook(t.app, instance, body)).statusCode).toBe(200);
    expect(await conversationsOf(t.db, instance.id)).toMatchObject([
      {
        contactNumber: '208510935384161',
        contactJid: '208510935384161@lid',
        contactName: 'João',
        unreadCount: 1,
      },
    ]);
  });

  it('takes the phone from remoteJidAlt when the chat is a LID', async () => {
    const instance = await createEvolutionInstance(t.db, organizationId, ownerId);
    const body = textMessageBody({
      id: 'LID-2',
      number: '',
      remoteJid: '208510935384162@lid',
      remoteJidAlt: '5511987650000@s.whatsapp.net',
      text: 'Oi',
      timestamp: AT,
    });
    await postWebhook(t.app, instance, body);
    expect(await conversationsOf(t.db, instance.id)).toMatchObject([
      { contactNumber: '5511987650000', contactJid: '5511987650000@s.whatsapp.net' },
    ]);
  });

  it.each([
    ['a group', '120363025246125888@g.us', 'group'],
    ['a status broadcast', 'status@broadcast', 'status_broadcast'],
  ])('skips %s: a monitor record and no conversation', async (_case, remoteJid, reason) => {
    const instance = await createEvolutionInstance(t.db, organizationId, ownerId);
    const body = textMessageBody({
      id: `SKIP-${reason}`,
      number: '',
      remoteJid,
      text: 'Oi grupo',
      timestamp: AT,
    });
    const response = await postWebhook(t.app, instance, body);
    expect(response.statusCode).toBe(200);
    expect(await conversationsOf(t.db, instance.id)).toEqual([]);
    expect(await messagesOf(t.db, instance.id)).toEqual([]);
    const [record] = await monitorOf(t.db, instance.id);
    expect(record).toMatchObject({ finalOutcome: 'skipped', gatewayMessageId: `SKIP-${reason}` });
    expect(record?.steps.at(-1)).toMatchObject({ step: 'normalised', status: 'info', details: { reason } });
  });
});

describe('contact names', () => {
  it('fills a blank name from WhatsApp but never overwrites a name someone chose', async () => {
    const instance = await createEvolutionInstance(t.db, organizationId, ownerId);
    const number = '5511966660000';
    // The business wrote first from the phone: no customer name yet.
    await postWebhook(
      t.app,
      instance,
      textMessageBody({ id: 'N-1', number, text: 'Olá!', timestamp: AT, fromMe: true }),
    );
    expect((await conversationsOf(t.db, instance.id))[0]?.contactName).toBe('');

    await postWebhook(
      t.app,
      instance,
      textMessageBody({ id: 'N-2', number, text: 'Oi', timestamp: AT + 1, pushName: 'Carla' }),
    );
    expect((await conversationsOf(t.db, instance.id))[0]?.contactName).toBe('Carla');

    // An operator renames the contact; WhatsApp's name does not come back over it.
    await t.db
      .update(conversations)
      .set({ contactName: 'Carla (Civic 2020)' })
      .where(eq(conversations.instanceId, instance.id));
    await postWebhook(
      t.app,
      instance,
      textMessageBody({ id: 'N-3', number, text: 'E aí?', timestamp: AT + 2, pushName: 'Carlinha' }),
    );
    expect((await conversationsOf(t.db, instance.id))[0]?.contactName).toBe('Carla (Civic 2020)');
  });

  it('replaces the placeholder name (the number itself)', async () => {
    const instance = await createEvolutionInstance(t.db, organizationId, ownerId);
    const number = '5511966661111';
    await postWebhook(
      t.app,
      instance,
      textMessageBody({ id: 'P-1', number, text: 'Oi', timestamp: AT, pushName: '' }),
    );
    await t.db
      .update(conversations)
      .set({ contactName: number })
      .where(eq(conversations.instanceId, instance.id));
    await postWebhook(
      t.app,
      instance,
      textMessageBody({ id: 'P-2', number, text: 'Oi', timestamp: AT + 1, pushName: 'Bruno' }),
    );
    expect((await conversationsOf(t.db, instance.id))[0]?.contactName).toBe('Bruno');
  });
});

describe('human takeover', () => {
  it('pauses the AI and tells the dashboard when someone types on the business phone', async () => {
    const instance = await createEvolutionInstance(t.db, organizationId, ownerId);
    const number = '5511977770000';
    await postWebhook(
      t.app,
      instance,
      textMessageBody({ id: 'H-1', number, text: 'Quero um carro', timestamp: AT }),
    );
    const listener = listenToEvents(t.app);
    const phone = textMessageBody({
      id: 'H-2',
      number,
      text: 'Deixa comigo!',
      timestamp: AT + 5,
      fromMe: true,
    });
    await postWebhook(t.app, instance, phone);
    await waitFor(() => listener.events.some((entry) => entry.event.type === 'ai_disabled_auto'));
    listener.stop();

    const [conversation] = await conversationsOf(t.db, instance.id);
    expect(conversation).toMatchObject({
      isAiActive: false,
      aiPausedReason: 'human_takeover',
      unreadCount: 1,
      lastMessage: 'Deixa comigo!',
    });
    expect(listener.events).toContainEqual({
      organizationId,
      event: { type: 'ai_disabled_auto', instanceId: instance.id, conversationId: conversation?.id },
    });
    expect(
      (await messagesOf(t.db, instance.id)).map((message) => [message.origin, message.direction]),
    ).toEqual([
      ['contact', 'in'],
      ['human', 'out'],
    ]);

    // A second message typed on the phone: stored, and no second announcement.
    const again = listenToEvents(t.app);
    await postWebhook(
      t.app,
      instance,
      textMessageBody({ id: 'H-3', number, text: 'Já te ligo', timestamp: AT + 9, fromMe: true }),
    );
    await waitFor(() => again.events.some((entry) => entry.event.type === 'new_message'));
    again.stop();
    // The monitor's own `webhook_recorded` bookkeeping is not an announcement to the inbox.
    const announced = again.events.map((entry) => entry.event.type);
    expect(announced).toEqual(['new_message']);
  });

  it('keeps the AI running when the instance turned human takeover off', async () => {
    const instance = await createEvolutionInstance(t.db, organizationId, ownerId, {
      humanAssumesEnabled: false,
    });
    const number = '5511977771111';
    await postWebhook(t.app, instance, textMessageBody({ id: 'K-1', number, text: 'Oi', timestamp: AT }));
    await postWebhook(
      t.app,
      instance,
      textMessageBody({ id: 'K-2', number, text: 'Olá', timestamp: AT + 1, fromMe: true }),
    );
    expect(await conversationsOf(t.db, instance.id)).toMatchObject([
      { isAiActive: true, aiPausedReason: null },
    ]);
    const records = await monitorOf(t.db, instance.id);
    expect(records[1]?.steps.find((step) => step.step === 'human_takeover')).toMatchObject({
      status: 'info',
      details: { aiPaused: false },
    });
  });

  it('keeps the reason of a pause someone else made', async () => {
    const instance = await createEvolutionInstance(t.db, organizationId, ownerId);
    const number = '5511977772222';
    await postWebhook(t.app, instance, textMessageBody({ id: 'R-1', number, text: 'Oi', timestamp: AT }));
    await t.db
      .update(conversations)
      .set({ isAiActive: false, aiPausedReason: 'manual' })
      .where(eq(conversations.instanceId, instance.id));
    await postWebhook(
      t.app,
      instance,
      textMessageBody({ id: 'R-2', number, text: 'Olá', timestamp: AT + 1, fromMe: true }),
    );
    expect(await conversationsOf(t.db, instance.id)).toMatchObject([
      { isAiActive: false, aiPausedReason: 'manual' },
    ]);
  });
});

describe('the number itself', () => {
  it('announces connection changes once each and clears the QR once connected', async () => {
    const instance = await createEvolutionInstance(t.db, organizationId, ownerId);
    const listener = listenToEvents(t.app);
    await postWebhook(t.app, instance, loadPayload('qrcode-updated.json'));
    await postWebhook(t.app, instance, loadPayload('connection-update-connecting.json'));
    await postWebhook(t.app, instance, loadPayload('connection-update-open.json'));
    await postWebhook(t.app, instance, loadPayload('connection-update-open.json'));
    const closed = loadPayload('connection-update-connecting.json') as { data: Record<string, unknown> };
    closed.data.state = 'close';
    closed.data.statusReason = 401;
    await postWebhook(t.app, instance, closed);
    await waitFor(() => listener.events.some((entry) => entry.event.type === 'instance_disconnected'));
    listener.stop();

    const ofInstance = listener.events
      .filter((entry) => 'instanceId' in entry.event && entry.event.instanceId === instance.id)
      .map((entry) => entry.event.type);
    expect(ofInstance).toEqual(['qrcode_updated', 'instance_connected', 'instance_disconnected']);
    expect(await instanceRow(t.db, instance.id)).toMatchObject({
      isConnected: false,
      connectionState: 'close',
      qrCode: null,
    });
  });

  it('clears the QR when the gateway reaches its QR limit', async () => {
    const instance = await createEvolutionInstance(t.db, organizationId, ownerId);
    await postWebhook(t.app, instance, loadPayload('qrcode-updated.json'));
    const limit = {
      event: 'qrcode.updated',
      instance: 'acme',
      data: { message: 'QR code limit reached, please login again', statusCode: 500 },
    };
    expect((await postWebhook(t.app, instance, limit)).statusCode).toBe(200);
    expect((await instanceRow(t.db, instance.id)).qrCode).toBeNull();
    // A QR event is recorded as what it is, not as a message the AI left unanswered (walk defect 10).
    const records = await monitorOf(t.db, instance.id);
    expect(records[1]).toMatchObject({ finalOutcome: 'connection_event' });
  });
});
