import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendFailedDetails, SendMessageResponse } from '../../../../contract/inbox';
import { conversations, instances, leads, messages, simulatorMessages } from '../../../../server/db/schema';
import {
  authHeader,
  createInstanceRow,
  createOrganization,
  createTestApp,
  createUser,
  errorOf,
  login,
  signedInUser,
  type TestApp,
} from '../../helpers/app';
import { collectEvents, connectInstance, createConversation, createLead, settle } from './fixtures';

let t: TestApp;
let org: string;
let operator: { id: string; headers: { authorization: string } };
let sellerHeaders: { authorization: string };
let otherOrg: Awaited<ReturnType<typeof signedInUser>>;
let instance: { id: string; organizationId: string };

beforeAll(async () => {
  t = await createTestApp();
  org = (await createOrganization(t.db)).id;
  const user = await createUser(t.db, org, { role: 'admin', firstName: 'Carla', lastName: 'Mendes' });
  operator = { id: user.id, headers: authHeader(await login(t.app, user.email, user.password)) };
  const seller = await createUser(t.db, org, { role: 'vendedor' });
  sellerHeaders = authHeader(await login(t.app, seller.email, seller.password));
  otherOrg = await signedInUser(t, 'admin');
  instance = {
    ...(await createInstanceRow(t.db, org, user.id, { name: 'Loja Centro' })),
    organizationId: org,
  };
  await connectInstance(t.db, instance.id);
});
afterAll(() => t.close());

const send = (payload: Record<string, unknown>, headers = operator.headers) =>
  t.app.inject({ method: 'POST', url: '/api/messages/send', headers, payload });
const retry = (id: string, headers = operator.headers) =>
  t.app.inject({ method: 'POST', url: `/api/messages/${id}/retry`, headers });
const conversationRow = async (id: string) =>
  (await t.db.select().from(conversations).where(eq(conversations.id, id)))[0];
const messageRow = async (id: string) => (await t.db.select().from(messages).where(eq(messages.id, id)))[0];

describe('POST /api/messages/send through the simulator', () => {
  it("stores a human message with the operator's name, sends it and turns the AI off", async () => {
    const chat = await createConversation(t.db, instance, { lastMessage: 'Tem o Onix?' });
    const lead = await createLead(t.db, chat, instance);
    const listener = collectEvents(t, org, chat.id);

    const response = await send({
      conversationId: chat.id,
      phoneNumber: `+${chat.contactNumber.slice(0, 2)} ${chat.contactNumber.slice(2)}`,
      message: '  Temos sim, 2022 completo.  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { message } = response.json<SendMessageResponse>();
    expect(message).toMatchObject({
      conversationId: chat.id,
      instanceId: instance.id,
      content: 'Temos sim, 2022 completo.',
      direction: 'out',
      origin: 'human',
      isFromHuman: true,
      senderName: 'Carla Mendes',
      status: 'delivered',
      error: null,
    });

    const stored = await messageRow(message.id);
    expect(stored?.senderUserId).toBe(operator.id);
    expect(stored?.gatewayMessageId).toBeTruthy();
    const phone = await t.db
      .select()
      .from(simulatorMessages)
      .where(
        and(
          eq(simulatorMessages.instanceId, instance.id),
          eq(simulatorMessages.contactNumber, chat.contactNumber),
        ),
      );
    expect(phone.map((p) => [p.kind, p.content, p.gatewayMessageId])).toEqual([
      ['text', 'Temos sim, 2022 completo.', stored?.gatewayMessageId],
    ]);

    const conversation = await conversationRow(chat.id);
    expect(conversation).toMatchObject({
      isAiActive: false,
      aiPausedReason: 'human_reply',
      lastMessage: 'Temos sim, 2022 completo.',
      lastMessageType: 'text',
    });
    expect(conversation?.lastOutboundAt?.toISOString()).toBe(message.timestamp);
    expect(conversation?.lastMessageAt?.toISOString()).toBe(message.timestamp);
    const [leadRow] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(leadRow?.lastSellerActivityAt).toBeInstanceOf(Date);

    await settle();
    listener.stop();
    const ids = { instanceId: instance.id, conversationId: chat.id };
    expect(listener.events).toEqual([
      { type: 'new_message', ...ids, messageId: message.id, origin: 'human' },
      { type: 'ai_disabled', ...ids },
    ]);
  });

  it('refuses a blank or too long text and a number of another chat', async () => {
    const chat = await createConversation(t.db, instance);
    const blank = await send({ conversationId: chat.id, message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).details).toEqual([{ field: 'message', message: 'Digite uma mensagem' }]);
    const long = await send({ conversationId: chat.id, message: 'a'.repeat(4097) });
    expect(long.statusCode).toBe(400);
    const other = await send({ conversationId: chat.id, message: 'Oi', phoneNumber: '5511900000000' });
    expect(other.statusCode).toBe(400);
    expect(errorOf(other).details).toEqual([
      { field: 'phoneNumber', message: 'O número não corresponde ao contato da conversa' },
    ]);
    const stored = await t.db.select().from(messages).where(eq(messages.conversationId, chat.id));
    expect(stored).toEqual([]);
  });

  it('answers 404 for a conversation the caller may not see, and sends nothing', async () => {
    const chat = await createConversation(t.db, instance);
    for (const headers of [sellerHeaders, otherOrg.headers]) {
      const response = await send({ conversationId: chat.id, message: 'Oi' }, headers);
      expect(response.statusCode).toBe(404);
    }
    expect(await t.db.select().from(messages).where(eq(messages.conversationId, chat.id))).toEqual([]);
  });
});

describe('a send the gateway refuses', () => {
  it('is stored as failed with the reason, answered 502, and can be retried', async () => {
    const offline = {
      ...(await createInstanceRow(t.db, org, operator.id, { name: 'Filial' })),
      organizationId: org,
    };
    const chat = await createConversation(t.db, offline, { lastMessage: 'Oi?' });
    const response = await send({ conversationId: chat.id, message: 'Bom dia!' });
    expect(response.statusCode).toBe(502);
    const body = errorOf(response);
    const reason = 'A instância está desconectada do WhatsApp. Conecte-a lendo o QR Code.';
    expect(body).toMatchObject({ error: 'send_failed', message: reason });
    const details = body.details as SendFailedDetails;
    expect(details.message).toMatchObject({
      id: details.messageId,
      status: 'failed',
      error: reason,
      senderName: 'Carla Mendes',
      content: 'Bom dia!',
    });
    expect(await messageRow(details.messageId)).toMatchObject({ status: 'failed', error: reason });
    // Nothing went out, so the AI keeps answering and the card keeps its last message.
    expect(await conversationRow(chat.id)).toMatchObject({ isAiActive: true, lastMessage: 'Oi?' });

    await connectInstance(t.db, offline.id);
    const retried = await retry(details.messageId);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<SendMessageResponse>().message).toMatchObject({
      id: details.messageId,
      status: 'delivered',
      error: null,
    });
    expect(await conversationRow(chat.id)).toMatchObject({ isAiActive: false, lastMessage: 'Bom dia!' });

    const again = await retry(details.messageId);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({
      error: 'not_retryable',
      message: 'Só é possível reenviar mensagens que falharam',
    });
  });

  it('cannot be retried by someone who may not see it', async () => {
    const offline = { ...(await createInstanceRow(t.db, org, operator.id)), organizationId: org };
    await t.db.update(instances).set({ connectionState: 'close' }).where(eq(instances.id, offline.id));
    const chat = await createConversation(t.db, offline);
    const failed = await send({ conversationId: chat.id, message: 'Olá' });
    const { messageId } = errorOf(failed).details as SendFailedDetails;
    for (const headers of [sellerHeaders, otherOrg.headers]) {
      expect((await retry(messageId, headers)).statusCode).toBe(404);
    }
    expect(await messageRow(messageId)).toMatchObject({ status: 'failed' });
  });
});
