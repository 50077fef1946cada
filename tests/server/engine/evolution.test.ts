import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, instances, messageMedia, messages, webhookEvents } from '../../../server/db/schema';
import { FakeEvolution } from '../gateways/fake-evolution';
import { createOrganization, createUser } from '../helpers/app';
import { type EngineApp, engineApp } from './app';
import {
  createEvolutionInstance,
  type EvolutionInstance,
  loadPayload,
  postWebhook,
  textMessageBody,
} from './intake/helpers';

/**
 * The engine on an Evolution instance (the fake speaks Evolution's HTTP API): voice notes whose bytes
 * the webhook did not carry are downloaded by a job, answered through the gateway, and the gateway's
 * echo of our own send never passes for a human taking over.
 */

let fake: FakeEvolution;
let t: EngineApp;
let instance: EvolutionInstance & { organizationId: string; gatewayName: string };

const VOICE = Buffer.concat([Buffer.from('OggS'), randomBytes(300)]);

beforeAll(async () => {
  fake = await FakeEvolution.start();
  t = await engineApp({ config: { evolutionApiUrl: fake.url, evolutionApiKey: fake.globalKey } });
  const org = await createOrganization(t.db, { plan: 'enterprise' });
  const owner = await createUser(t.db, org.id, { role: 'admin' });
  const created = await createEvolutionInstance(t.db, org.id, owner.id, { singleMessage: true });
  const [row] = await t.db
    .update(instances)
    .set({ isConnected: true, connectionState: 'open' })
    .where(eq(instances.id, created.id))
    .returning({ gatewayName: instances.gatewayInstanceName });
  const gatewayName = row?.gatewayName ?? '';
  fake.addInstance({ name: gatewayName, state: 'open' });
  instance = { ...created, organizationId: org.id, gatewayName };
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

/** Evolution's voice-note webhook without the inline base64 (the instance does not send it). */
function voiceNoteWithoutBytes(id: string, number: string): Record<string, unknown> {
  const body = structuredClone(loadPayload('inbound-audio-ptt-base64.json')) as {
    data: { key: { id: string; remoteJid: string }; message: { base64?: string }; messageTimestamp: number };
  };
  body.data.key.id = id;
  body.data.key.remoteJid = `${number}@s.whatsapp.net`;
  body.data.messageTimestamp = Math.floor(t.clock.now().getTime() / 1000);
  delete body.data.message.base64;
  return body;
}

async function messageByGatewayId(gatewayMessageId: string) {
  const [row] = await t.db.select().from(messages).where(eq(messages.gatewayMessageId, gatewayMessageId));
  return row;
}

describe('a voice note whose bytes the webhook did not carry', () => {
  it('is downloaded from the gateway, transcribed and answered there', async () => {
    const id = `VOICE${randomBytes(6).toString('hex').toUpperCase()}`;
    const number = '5511977001122';
    fake.media.set(id, {
      base64: VOICE.toString('base64'),
      mimetype: 'audio/ogg; codecs=opus',
      mediaType: 'audioMessage',
      fileName: 'audio.ogg',
    });
    expect((await postWebhook(t.app, instance, voiceNoteWithoutBytes(id, number))).statusCode).toBe(200);

    await t.app.jobs.runDue();
    const stored = await messageByGatewayId(id);
    const [media] = await t.db
      .select()
      .from(messageMedia)
      .where(eq(messageMedia.messageId, stored?.id ?? ''));
    expect(media && Buffer.from(media.data).equals(VOICE)).toBe(true);

    t.clock.advance(30_000);
    await t.app.jobs.runDue();
    expect((await messageByGatewayId(id))?.transcription).toMatch(/Transcrição de demonstração/);
    const sent = fake.requestsTo(`POST /message/sendText/${instance.gatewayName}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ number: `${number}@s.whatsapp.net` });
    const presence = fake.requestsTo(`POST /chat/sendPresence/${instance.gatewayName}`);
    expect(presence[0]?.body).toMatchObject({ presence: 'composing' });
  });

  it('keeps the message, with the reason, when the gateway cannot give the bytes', async () => {
    const id = `GONE${randomBytes(6).toString('hex').toUpperCase()}`;
    expect((await postWebhook(t.app, instance, voiceNoteWithoutBytes(id, '5511977003344'))).statusCode).toBe(
      200,
    );
    for (let attempt = 0; attempt < 6; attempt++) {
      await t.app.jobs.runDue();
      t.clock.advance(20 * 60_000);
    }
    const stored = await messageByGatewayId(id);
    expect(stored).toMatchObject({ mediaType: 'audio', content: '[Mensagem de voz]' });
    expect(stored?.error).toMatch(/Não foi possível baixar a mídia/);
    const [record] = await t.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.instanceId, instance.id), eq(webhookEvents.gatewayMessageId, id)));
    expect(record?.steps.find((step) => step.step === 'media_fetched')).toMatchObject({ status: 'failure' });
  });
});

describe("the gateway's echo of our own send", () => {
  it('arriving before the send is answered, marks our message sent and does not pause the AI', async () => {
    const number = '5511977005566';
    // A customer message opens the conversation; our reply is stored, waiting for the gateway.
    const opening = voiceNoteWithoutBytes(`OPEN${randomBytes(4).toString('hex')}`, number);
    await postWebhook(t.app, instance, opening);
    const [conversation] = await t.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.instanceId, instance.id), eq(conversations.contactNumber, number)));
    if (!conversation) throw new Error('no conversation');
    const [pending] = await t.db
      .insert(messages)
      .values({
        organizationId: instance.organizationId,
        conversationId: conversation.id,
        instanceId: instance.id,
        direction: 'out',
        origin: 'ai',
        content: 'Abrimos sim, das 9h às 14h. Quer agendar um horário?',
        status: 'pending',
        timestamp: t.clock.now(),
      })
      .returning({ id: messages.id });

    const echo = structuredClone(loadPayload('send-message-via-api.json')) as {
      data: { key: { remoteJid: string } };
    };
    echo.data.key.remoteJid = `${number}@s.whatsapp.net`;
    expect((await postWebhook(t.app, instance, echo)).statusCode).toBe(200);

    const ours = await t.db.select().from(messages).where(eq(messages.conversationId, conversation.id));
    expect(ours.filter((message) => message.origin === 'human')).toEqual([]);
    expect(ours.find((message) => message.id === pending?.id)).toMatchObject({
      gatewayMessageId: '3EB0C2A19F7D4E0B6A58D3',
      status: 'sent',
    });
    const [after] = await t.db.select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(after).toMatchObject({ isAiActive: true });
  });
});

describe('read receipts after the AI answers', () => {
  const textFrom = (number: string, text: string) => {
    const id = `TXT${randomBytes(6).toString('hex').toUpperCase()}`;
    return {
      id,
      body: textMessageBody({
        id,
        number,
        text,
        timestamp: Math.floor(t.clock.now().getTime() / 1000),
      }),
    };
  };
  const receiptsFor = (gatewayName: string, remoteJid: string) =>
    fake
      .requestsTo(`POST /chat/markMessageAsRead/${gatewayName}`)
      .flatMap(
        (request) =>
          (request.body as { readMessages: Array<{ remoteJid: string; id: string }> }).readMessages,
      )
      .filter((key) => key.remoteJid === remoteJid);

  it("shows the customer's messages as read once the AI has answered them", async () => {
    const number = '5511977007788';
    const first = textFrom(number, 'Boa tarde, o Corolla 2021 ainda está disponível?');
    const second = textFrom(number, 'Aceita troca?');
    await postWebhook(t.app, instance, first.body);
    await postWebhook(t.app, instance, second.body);
    expect(receiptsFor(instance.gatewayName, `${number}@s.whatsapp.net`)).toEqual([]);

    t.clock.advance(60_000);
    await t.app.jobs.runDue();
    expect(fake.requestsTo(`POST /message/sendText/${instance.gatewayName}`).length).toBeGreaterThan(0);
    const read = receiptsFor(instance.gatewayName, `${number}@s.whatsapp.net`).map((key) => key.id);
    expect(read.sort()).toEqual([first.id, second.id].sort());
  });

  it('leaves them unread when the instance keeps messages unread', async () => {
    const org = await createOrganization(t.db, { plan: 'enterprise' });
    const owner = await createUser(t.db, org.id, { role: 'admin' });
    const created = await createEvolutionInstance(t.db, org.id, owner.id, { keepUnread: true });
    const [row] = await t.db
      .update(instances)
      .set({ isConnected: true, connectionState: 'open' })
      .where(eq(instances.id, created.id))
      .returning({ gatewayName: instances.gatewayInstanceName });
    const gatewayName = row?.gatewayName ?? '';
    fake.addInstance({ name: gatewayName, state: 'open' });
    const number = '5511977009900';
    await postWebhook(t.app, created, textFrom(number, 'Qual o horário de vocês?').body);

    t.clock.advance(60_000);
    await t.app.jobs.runDue();
    expect(fake.requestsTo(`POST /message/sendText/${gatewayName}`).length).toBeGreaterThan(0);
    expect(receiptsFor(gatewayName, `${number}@s.whatsapp.net`)).toEqual([]);
  });
});
