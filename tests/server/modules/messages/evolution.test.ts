import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendFailedDetails, SendMessageResponse } from '../../../../contract/inbox';
import { messages, organizations } from '../../../../server/db/schema';
import { FakeEvolution } from '../../gateways/fake-evolution';
import { createInstanceRow, createTestApp, errorOf, signedInUser, type TestApp } from '../../helpers/app';
import { addMessage, createConversation, minutesAgo, useEvolution } from './fixtures';

/** A local port nobody listens on: connections to it are refused at once. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

let fake: FakeEvolution;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let instance: { id: string; organizationId: string };

beforeAll(async () => {
  fake = await FakeEvolution.start();
  t = await createTestApp({ evolutionApiUrl: fake.url, evolutionApiKey: fake.globalKey });
  admin = await signedInUser(t, 'admin');
  instance = {
    ...(await createInstanceRow(t.db, admin.organizationId, admin.id)),
    organizationId: admin.organizationId,
  };
  fake.addInstance({ name: 'loja-evolution', state: 'open' });
  await useEvolution(t.db, instance.id, 'loja-evolution');
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

describe('the inbox on an Evolution instance', () => {
  it('sends the text to the chat on the gateway and keeps its message id', async () => {
    const chat = await createConversation(t.db, instance);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages/send',
      headers: admin.headers,
      payload: { conversationId: chat.id, phoneNumber: chat.contactNumber, message: 'Pode vir amanhã?' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { message } = response.json<SendMessageResponse>();
    expect(message.status).toBe('sent');
    const [sent] = fake.requestsTo('POST /message/sendText/loja-evolution');
    expect(sent?.body).toMatchObject({
      number: `${chat.contactNumber}@s.whatsapp.net`,
      text: 'Pode vir amanhã?',
    });
    const [stored] = await t.db.select().from(messages).where(eq(messages.id, message.id));
    expect(stored?.gatewayMessageId).toMatch(/^3EB0FAKE/);
  });

  it("keeps the operator's message when the gateway's echo of it was stored first", async () => {
    const chat = await createConversation(t.db, instance);
    // The fake numbers its sends in order: this send will be answered with the next id.
    const nextId = `3EB0FAKE${String(fake.requestsTo('POST /message/sendText').length + 1).padStart(6, '0')}`;
    await addMessage(t.db, chat, instance, {
      timestamp: new Date(),
      direction: 'out',
      origin: 'human',
      content: 'Eco',
      gatewayMessageId: nextId,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages/send',
      headers: admin.headers,
      payload: { conversationId: chat.id, message: 'Eco' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { message } = response.json<SendMessageResponse>();
    const [stored] = await t.db.select().from(messages).where(eq(messages.id, message.id));
    expect(stored).toMatchObject({ status: 'sent', gatewayMessageId: null, senderName: 'Ana Souza' });
  });

  it('sends read receipts for the unread customer messages after reading page 1', async () => {
    const chat = await createConversation(t.db, instance, { unreadCount: 2 });
    const first = await addMessage(t.db, chat, instance, {
      timestamp: minutesAgo(2),
      gatewayMessageId: 'IN-1',
    });
    await addMessage(t.db, chat, instance, { timestamp: minutesAgo(1), gatewayMessageId: 'IN-2' });
    await addMessage(t.db, chat, instance, {
      timestamp: minutesAgo(3),
      direction: 'out',
      gatewayMessageId: 'OUT-1',
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/messages?conversationId=${chat.id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    await expect.poll(() => fake.requestsTo('POST /chat/markMessageAsRead/loja-evolution').length).toBe(1);
    const [receipt] = fake.requestsTo('POST /chat/markMessageAsRead/loja-evolution');
    const jid = `${chat.contactNumber}@s.whatsapp.net`;
    const { readMessages } = (receipt?.body ?? { readMessages: [] }) as { readMessages: { id: string }[] };
    expect([...readMessages].sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { remoteJid: jid, fromMe: false, id: 'IN-1' },
      { remoteJid: jid, fromMe: false, id: 'IN-2' },
    ]);
    const [row] = await t.db.select().from(messages).where(eq(messages.id, first.id));
    expect(row?.status).toBe('read');

    // Already read: a second look sends nothing more.
    await t.app.inject({
      method: 'GET',
      url: `/api/messages?conversationId=${chat.id}`,
      headers: admin.headers,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.requestsTo('POST /chat/markMessageAsRead/loja-evolution')).toHaveLength(1);
  });

  it('stores the send as failed when the Evolution server cannot be reached', async () => {
    await t.db
      .update(organizations)
      .set({ evolutionApiUrl: await closedPortUrl() })
      .where(eq(organizations.id, admin.organizationId));
    // Written behind the API's back (as another server process would): seen once the remembered
    // credentials are forgotten, which an API write or their 5 s life does.
    t.app.gateways.forget();
    const chat = await createConversation(t.db, instance);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages/send',
      headers: admin.headers,
      payload: { conversationId: chat.id, message: 'Alô?' },
    });
    expect(response.statusCode).toBe(502);
    const body = errorOf(response);
    expect(body).toMatchObject({
      error: 'send_failed',
      message: 'O Evolution está indisponível no momento. Tente novamente.',
    });
    const { messageId } = body.details as SendFailedDetails;
    const [row] = await t.db.select().from(messages).where(eq(messages.id, messageId));
    expect(row).toMatchObject({ status: 'failed', origin: 'human', content: 'Alô?' });
  });
});
