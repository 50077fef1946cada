import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FailedMessage, ResendBatchResponse, ResendResult } from '../../../../contract/tools';
import { instances, messageMedia, messageResends, messages } from '../../../../server/db/schema';
import { FakeEvolution } from '../../gateways/fake-evolution';
import { createOrganization, createTestApp, signedInUser, type TestApp } from '../../helpers/app';
import { gatewayInstanceRow } from '../instances/helpers';
import {
  addMessage,
  collectEvents,
  createConversation,
  minutesAgo,
  settle,
  useEvolution,
} from '../messages/fixtures';

let fake: FakeEvolution;
let t: TestApp;
let orgId: string;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let seller: Awaited<ReturnType<typeof signedInUser>>;
let otherSeller: Awaited<ReturnType<typeof signedInUser>>;
let shop: { id: string; organizationId: string };

async function failedAiMessage(instance: { id: string; organizationId: string }, content: string) {
  const chat = await createConversation(t.db, instance);
  const message = await addMessage(t.db, chat, instance, {
    timestamp: minutesAgo(5),
    direction: 'out',
    origin: 'ai',
    content,
    status: 'failed',
    gatewayMessageId: null,
  });
  return { chat, message };
}

const failedList = async (headers: Record<string, string>, filter: object = {}) => {
  const query = new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,49]' });
  const response = await t.app.inject({ method: 'GET', url: `/api/tools/failed-messages?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FailedMessage[]>();
};

const resend = (id: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/messages/${id}/resend`, headers });

beforeAll(async () => {
  fake = await FakeEvolution.start();
  t = await createTestApp({ evolutionApiUrl: fake.url, evolutionApiKey: fake.globalKey });
  orgId = (await createOrganization(t.db, { plan: 'enterprise' })).id;
  admin = await signedInUser(t, 'admin', orgId);
  seller = await signedInUser(t, 'vendedor', orgId);
  otherSeller = await signedInUser(t, 'vendedor', orgId);
  const row = await gatewayInstanceRow(t.db, orgId, seller.id, { gateway: 'simulator', connected: false });
  shop = { id: row.id, organizationId: orgId };
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

describe('re-sending failed messages (simulator)', () => {
  it('lists failed messages of ours, not the failure notes nor the operator’s own', async () => {
    const { message } = await failedAiMessage(shop, 'Temos o Onix 2020 por R$ 62.900');
    const chat = await createConversation(t.db, shop);
    const note = await addMessage(t.db, chat, shop, {
      timestamp: minutesAgo(4),
      direction: 'out',
      origin: 'system',
      content: 'A IA não conseguiu responder',
      status: 'failed',
      gatewayMessageId: null,
    });
    const human = await addMessage(t.db, chat, shop, {
      timestamp: minutesAgo(3),
      direction: 'out',
      origin: 'human',
      content: 'Oi',
      status: 'failed',
      gatewayMessageId: null,
    });
    const ids = (await failedList(admin.headers)).map((row) => row.id);
    expect(ids).toContain(message.id);
    expect(ids).not.toContain(note.id);
    expect(ids).not.toContain(human.id);
    expect((await failedList(seller.headers)).map((row) => row.id)).toContain(message.id);
    expect(await failedList(otherSeller.headers)).toEqual([]);
    expect((await resend(note.id, admin.headers)).statusCode).toBe(409);
  });

  it('fails again while the number is disconnected, then goes out once it is connected', async () => {
    const { chat, message } = await failedAiMessage(shop, 'Posso te mandar as fotos do HB20?');
    const live = collectEvents(t, orgId, chat.id);

    const first = await resend(message.id, seller.headers);
    expect(first.statusCode, first.body).toBe(200);
    const failedAgain = first.json<ResendResult>();
    expect(failedAgain).toMatchObject({ messageId: message.id, status: 'failed' });
    expect(failedAgain.error).toBeTruthy();
    const listed = (await failedList(admin.headers)).map((row) => row.id);
    expect(listed).not.toContain(message.id);
    expect(listed).toContain(failedAgain.resentMessageId);

    await t.db
      .update(instances)
      .set({ connectionState: 'open', isConnected: true })
      .where(eq(instances.id, shop.id));
    const second = await resend(failedAgain.resentMessageId ?? '', seller.headers);
    expect(second.statusCode, second.body).toBe(200);
    const sent = second.json<ResendResult>();
    expect(sent.status).toBe('sent');
    const [stored] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.id, sent.resentMessageId ?? ''));
    expect(stored).toMatchObject({ origin: 'ai', content: 'Posso te mandar as fotos do HB20?' });
    expect(['sent', 'delivered', 'read']).toContain(stored?.status);
    const [record] = await t.db
      .select()
      .from(messageResends)
      .where(eq(messageResends.failedMessageId, failedAgain.resentMessageId ?? ''));
    expect(record).toMatchObject({
      status: 'sent',
      resentMessageId: sent.resentMessageId,
      byUserId: seller.id,
    });

    await settle();
    live.stop();
    const announced = live.events
      .filter((event) => event.type === 'new_message')
      .map((event) => ('messageId' in event ? event.messageId : null));
    expect(announced).toEqual(expect.arrayContaining([failedAgain.resentMessageId, sent.resentMessageId]));

    const twice = await resend(failedAgain.resentMessageId ?? '', admin.headers);
    expect(twice.statusCode).toBe(409);
  });

  it('re-sends a batch, skipping what is not the caller’s, and hides other shops’ messages', async () => {
    const a = await failedAiMessage(shop, 'Mensagem A');
    const b = await failedAiMessage(shop, 'Mensagem B');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/tools/failed-messages/resend',
      headers: otherSeller.headers,
      payload: { ids: [a.message.id] },
    });
    expect(refused.json<ResendBatchResponse>()).toMatchObject({ sent: 0, failed: 0, skipped: 1 });
    expect((await resend(a.message.id, otherSeller.headers)).statusCode).toBe(404);

    const stranger = await signedInUser(t, 'admin');
    expect((await resend(a.message.id, stranger.headers)).statusCode).toBe(404);
    expect(await failedList(stranger.headers)).toEqual([]);

    const batch = await t.app.inject({
      method: 'POST',
      url: '/api/tools/failed-messages/resend',
      headers: admin.headers,
      payload: { ids: [a.message.id, b.message.id, a.message.id] },
    });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json<ResendBatchResponse>()).toMatchObject({ sent: 2, failed: 0, skipped: 0 });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/tools/failed-messages/resend',
      headers: admin.headers,
      payload: { ids: [] },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('re-sending failed messages (Evolution over HTTP)', () => {
  it('records the gateway refusal, then the send that goes through', async () => {
    fake.addInstance({ name: 'loja-reenvio', state: 'open' });
    const row = await gatewayInstanceRow(t.db, orgId, admin.id, { gateway: 'evolution', connected: true });
    await useEvolution(t.db, row.id, 'loja-reenvio');
    const instance = { id: row.id, organizationId: orgId };
    const { chat, message } = await failedAiMessage(instance, 'O Corolla 2019 está por R$ 98.500');

    fake.inject('POST /message/sendText/loja-reenvio', {
      status: 400,
      body: { status: 400, error: 'Bad Request', response: { message: ['Error: Connection Closed'] } },
    });
    const refused = (await resend(message.id, admin.headers)).json<ResendResult>();
    expect(refused.status).toBe('failed');
    const [failedRow] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.id, refused.resentMessageId ?? ''));
    expect(failedRow).toMatchObject({ status: 'failed' });
    expect(failedRow?.error).toBeTruthy();

    const ok = await resend(refused.resentMessageId ?? '', admin.headers);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<ResendResult>().status).toBe('sent');
    const sends = fake.requestsTo('POST /message/sendText/loja-reenvio');
    expect(sends).toHaveLength(2);
    expect(sends[1]?.body).toMatchObject({
      number: `${chat.contactNumber}@s.whatsapp.net`,
      text: 'O Corolla 2019 está por R$ 98.500',
    });
    const [sentRow] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.id, ok.json<ResendResult>().resentMessageId ?? ''));
    expect(sentRow?.gatewayMessageId).toMatch(/^3EB0FAKE/);
  });

  it('re-sends a failed car photo as the image it was, from its stored bytes', async () => {
    fake.addInstance({ name: 'loja-foto', state: 'open' });
    const row = await gatewayInstanceRow(t.db, orgId, admin.id, { gateway: 'evolution', connected: true });
    await useEvolution(t.db, row.id, 'loja-foto');
    const instance = { id: row.id, organizationId: orgId };
    const { chat, message } = await failedAiMessage(instance, 'Toyota Corolla XEi 2020/2021 · R$ 98.500');
    const photo = Buffer.from('foto do corolla');
    await t.db
      .update(messages)
      .set({ mediaType: 'image', mediaMimetype: 'image/jpeg', mediaSize: photo.length })
      .where(eq(messages.id, message.id));
    await t.db.insert(messageMedia).values({ messageId: message.id, data: photo });

    const sent = await resend(message.id, admin.headers);
    expect(sent.json<ResendResult>().status).toBe('sent');
    expect(fake.requestsTo('POST /message/sendText/loja-foto')).toEqual([]);
    expect(fake.requestsTo('POST /message/sendMedia/loja-foto').map((request) => request.body)).toEqual([
      {
        number: `${chat.contactNumber}@s.whatsapp.net`,
        mediatype: 'image',
        media: photo.toString('base64'),
        caption: 'Toyota Corolla XEi 2020/2021 · R$ 98.500',
      },
    ]);
    const [again] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.id, sent.json<ResendResult>().resentMessageId ?? ''));
    expect(again).toMatchObject({ mediaType: 'image', mediaMimetype: 'image/jpeg' });
  });
});
