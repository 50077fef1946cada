import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cloudNumbers,
  conversations,
  intakeEvents,
  messages,
  notifications,
} from '../../../../server/db/schema';
import { mediaOfMessage } from '../../../../server/engine/media';
import {
  ACCESS_TOKEN,
  accountWebhook,
  type CloudWorld,
  messagesWebhook,
  PHONE_NUMBER_ID,
  startCloudWorld,
} from './cloud-setup';

let w: CloudWorld;
let instanceId: string;
beforeAll(async () => {
  w = await startCloudWorld();
  instanceId = await w.createNumber();
});
afterAll(() => w.close());

const CUSTOMER = '5511987654321';
const contacts = [{ profile: { name: 'Marcos Lima' }, wa_id: CUSTOMER }];
// WhatsApp's own timestamps (Unix seconds), an hour ago and counting up: the customer wrote within
// the 24-hour window, so the operator's replies below may go as free text.
let seq = Math.floor(Date.now() / 1000) - 3600;
const inbound = (id: string, fields: object) => ({ from: CUSTOMER, id, timestamp: String(++seq), ...fields });

async function messageOf(gatewayMessageId: string) {
  const [row] = await w.t.db
    .select()
    .from(messages)
    .where(and(eq(messages.instanceId, instanceId), eq(messages.gatewayMessageId, gatewayMessageId)));
  return row;
}

async function verifyToken(): Promise<string> {
  const [row] = await w.t.db.select().from(cloudNumbers).where(eq(cloudNumbers.instanceId, instanceId));
  return row?.verifyToken ?? '';
}

describe("GET /api/webhooks/cloud/:instanceId (Meta's verification)", () => {
  it("echoes the challenge as text when the verify token is the instance's", async () => {
    const query = `hub.mode=subscribe&hub.verify_token=${await verifyToken()}&hub.challenge=1158201444`;
    const answer = await w.t.app.inject({ method: 'GET', url: `/api/webhooks/cloud/${instanceId}?${query}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toBe('1158201444');
  });

  it('answers 403 for a wrong token or mode', async () => {
    const wrong = await w.t.app.inject({
      method: 'GET',
      url: `/api/webhooks/cloud/${instanceId}?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1`,
    });
    expect(wrong.statusCode).toBe(403);
    const mode = await w.t.app.inject({
      method: 'GET',
      url: `/api/webhooks/cloud/${instanceId}?hub.mode=unsubscribe&hub.verify_token=${await verifyToken()}&hub.challenge=1`,
    });
    expect(mode.statusCode).toBe(403);
  });
});

describe('POST /api/webhooks/cloud/:instanceId (signature)', () => {
  it('stores nothing and answers 401 for a missing or wrong signature', async () => {
    const before = (await w.t.db.select({ id: intakeEvents.id }).from(intakeEvents)).length;
    const body = messagesWebhook({
      contacts,
      messages: [inbound('wamid.UNSIGNED', { type: 'text', text: { body: 'oi' } })],
    });
    expect((await w.post(instanceId, body, null)).statusCode).toBe(401);
    expect((await w.post(instanceId, body, `sha256=${'0'.repeat(64)}`)).statusCode).toBe(401);
    expect((await w.t.db.select({ id: intakeEvents.id }).from(intakeEvents)).length).toBe(before);
    expect(await messageOf('wamid.UNSIGNED')).toBeUndefined();
  });

  it('answers 404 for an instance that is not an official number', async () => {
    const answer = await w.post('00000000-0000-4000-8000-000000000000', messagesWebhook({ messages: [] }));
    expect(answer.statusCode).toBe(404);
  });
});

describe('POST /api/webhooks/cloud/:instanceId (events)', () => {
  it('stores a customer text with the name and time WhatsApp gave, once even when redelivered', async () => {
    const body = messagesWebhook({
      contacts,
      messages: [inbound('wamid.TEXT1', { type: 'text', text: { body: 'O Onix ainda está disponível?' } })],
    });
    const first = await w.post(instanceId, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: 1 });
    await w.post(instanceId, body);
    const rows = await w.t.db.select().from(messages).where(eq(messages.gatewayMessageId, 'wamid.TEXT1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ content: 'O Onix ainda está disponível?', status: 'received' });
    const [conversation] = await w.t.db
      .select()
      .from(conversations)
      .where(eq(conversations.instanceId, instanceId));
    expect(conversation).toMatchObject({ contactNumber: CUSTOMER, contactName: 'Marcos Lima' });
  });

  it('stores media, location and button / list replies with their text', async () => {
    const body = messagesWebhook({
      contacts,
      messages: [
        inbound('wamid.VOICE', {
          type: 'audio',
          audio: { id: '5501', mime_type: 'audio/ogg; codecs=opus', voice: true },
        }),
        inbound('wamid.IMG', {
          type: 'image',
          image: { id: '5502', mime_type: 'image/jpeg', caption: 'Meu carro atual' },
        }),
        inbound('wamid.DOC', {
          type: 'document',
          document: { id: '5503', mime_type: 'application/pdf', filename: 'cnh.pdf' },
        }),
        inbound('wamid.LOC', {
          type: 'location',
          location: { latitude: -23.56, longitude: -46.65, name: 'Loja Centro' },
        }),
        inbound('wamid.BTN', {
          type: 'interactive',
          interactive: { type: 'button_reply', button_reply: { id: 'yes', title: 'Quero agendar' } },
        }),
        inbound('wamid.LIST', {
          type: 'interactive',
          interactive: {
            type: 'list_reply',
            list_reply: { id: 'onix', title: 'Onix 2022', description: 'R$ 79.900' },
          },
        }),
      ],
    });
    const answer = await w.post(instanceId, body);
    expect(answer.json()).toEqual({ received: 6 });
    expect(await messageOf('wamid.VOICE')).toMatchObject({ mediaType: 'audio', mediaMimetype: 'audio/ogg' });
    // The voice note's bytes come from Meta in two steps, by its media id, with the number's token.
    w.graph.media.set('5501', { bytes: Buffer.from('OggS-voz'), mime: 'audio/ogg', token: ACCESS_TOKEN });
    const voice = await messageOf('wamid.VOICE');
    // The media job's own step (jobs do not run in tests), then the inbox's media route serves it.
    await mediaOfMessage(w.t.app, w.admin.organizationId, voice?.id ?? '');
    const download = await w.call('GET', `/api/messages/${voice?.id}/media`);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.rawPayload.toString()).toBe('OggS-voz');
    expect(await messageOf('wamid.IMG')).toMatchObject({ mediaType: 'image', content: 'Meu carro atual' });
    expect(await messageOf('wamid.DOC')).toMatchObject({ mediaType: 'document', mediaFilename: 'cnh.pdf' });
    expect((await messageOf('wamid.LOC'))?.content).toBe('[Localização] Loja Centro (-23.56, -46.65)');
    expect((await messageOf('wamid.BTN'))?.content).toBe('Quero agendar');
    expect((await messageOf('wamid.LIST'))?.content).toBe('Onix 2022');
  });

  it("moves our message's ticks forward and shows a failure's reason", async () => {
    const [conversation] = await w.t.db
      .select()
      .from(conversations)
      .where(eq(conversations.instanceId, instanceId));
    if (!conversation) throw new Error('no conversation');
    // Two operator replies go out through the real send path to the fake Graph API.
    for (const text of ['Temos sim!', 'Posso reservar?']) {
      const sent = await w.call('POST', '/api/messages/send', {
        conversationId: conversation.id,
        message: text,
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const [ours1, ours2] = w.graph.requestsTo(`POST /${PHONE_NUMBER_ID}/messages`).map((r) => r.body);
    expect(ours1).toMatchObject({
      messaging_product: 'whatsapp',
      to: CUSTOMER,
      type: 'text',
      text: { body: 'Temos sim!' },
    });
    expect(ours2).toMatchObject({ text: { body: 'Posso reservar?' } });
    const [first, second] = await w.t.db
      .select({ id: messages.gatewayMessageId })
      .from(messages)
      .where(and(eq(messages.instanceId, instanceId), eq(messages.direction, 'out')))
      .orderBy(messages.seq);
    const OURS1 = first?.id ?? '';
    const OURS2 = second?.id ?? '';
    expect(OURS1).toMatch(/^wamid\./);
    const status = (id: string, value: string, extra: object = {}) => ({
      id,
      status: value,
      timestamp: String(++seq),
      recipient_id: CUSTOMER,
      ...extra,
    });
    await w.post(
      instanceId,
      messagesWebhook({ statuses: [status(OURS1, 'delivered'), status(OURS1, 'read')] }),
    );
    await w.post(instanceId, messagesWebhook({ statuses: [status(OURS1, 'delivered')] }));
    expect((await messageOf(OURS1))?.status).toBe('read');
    await w.post(
      instanceId,
      messagesWebhook({
        statuses: [
          status(OURS2, 'failed', {
            errors: [
              {
                code: 131047,
                title: 'Re-engagement message',
                error_data: { details: 'Message failed to send because more than 24 hours have passed' },
              },
            ],
          }),
        ],
      }),
    );
    const failed = await messageOf(OURS2);
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toMatch(/24 horas/);
  });

  it('keeps template reviews on the number, and tells the admins when quality drops', async () => {
    await w.post(
      instanceId,
      accountWebhook('message_template_status_update', {
        event: 'APPROVED',
        message_template_id: 594425479261596,
        message_template_name: 'retorno_cliente',
        message_template_language: 'pt_BR',
        reason: 'NONE',
      }),
    );
    let [number] = await w.t.db.select().from(cloudNumbers).where(eq(cloudNumbers.instanceId, instanceId));
    expect(number?.lastAccountEvent).toMatchObject({
      field: 'template_status',
      change: 'APPROVED',
      subject: 'retorno_cliente',
    });
    expect(
      await w.t.db.select().from(notifications).where(eq(notifications.userId, w.admin.id)),
    ).toHaveLength(0);

    await w.post(
      instanceId,
      accountWebhook('phone_number_quality_update', {
        display_phone_number: '551140001234',
        event: 'DOWNGRADE',
        current_limit: 'TIER_250',
      }),
    );
    [number] = await w.t.db.select().from(cloudNumbers).where(eq(cloudNumbers.instanceId, instanceId));
    expect(number).toMatchObject({ qualityRating: 'YELLOW', messagingLimitTier: 'TIER_250' });
    const bell = await w.t.db.select().from(notifications).where(eq(notifications.userId, w.admin.id));
    expect(bell).toHaveLength(1);
    expect(bell[0]?.title).toMatch(/Qualidade do número/);
  });
});
