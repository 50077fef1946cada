import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, leads, messages } from '../../../../server/db/schema';
import { postWebhook, textMessageBody } from '../../engine/intake/helpers';
import {
  customerWrites,
  elapse,
  MINUTE,
  openShop,
  type Shop,
  startWorld,
  textsSentTo,
  type World,
} from '../../engine/world';

/**
 * A portal's lead is typed with the ninth digit (5511987776543) while WhatsApp knows many older
 * accounts by the form without it (551187776543): both are one person, one conversation, one lead.
 */

let world: World;
let token: string;
let shop: Shop;

beforeAll(async () => {
  world = await startWorld();
  shop = await openShop(world);
  const response = await world.t.app.inject({
    method: 'POST',
    url: '/api/lead-sources',
    headers: shop.headers,
    payload: { name: 'OLX', kind: 'portal', instanceId: shop.instanceId, replyDelaySeconds: 0 },
  });
  expect(response.statusCode, response.body).toBe(201);
  token = response.json<{ token: string }>().token;
});
afterAll(() => world.close());

async function postLead(name: string, phone: string) {
  const response = await world.t.app.inject({
    method: 'POST',
    url: `/api/leads/intake/${token}`,
    payload: { name, phone, message: 'Ainda está disponível?' },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** The shop's conversations with any of the numbers, with their leads and messages. */
async function chatsWith(...numbers: string[]) {
  const rows = await world.t.db
    .select()
    .from(conversations)
    .where(eq(conversations.instanceId, shop.instanceId));
  const chats = rows.filter((row) => numbers.includes(row.contactNumber));
  return Promise.all(
    chats.map(async (chat) => ({
      ...chat,
      leads: await world.t.db.select().from(leads).where(eq(leads.conversationId, chat.id)),
      messages: await world.t.db
        .select({ direction: messages.direction, content: messages.content })
        .from(messages)
        .where(and(eq(messages.conversationId, chat.id)))
        .orderBy(asc(messages.seq)),
    })),
  );
}

describe('a Brazilian mobile written with or without the ninth digit', () => {
  it("joins a typed portal lead and the customer's reply from the form without it, and answers it there", async () => {
    await postLead('Paula Ribeiro', '(11) 98777-6543');
    await elapse(world, 0);
    expect(textsSentTo(world, shop, '5511987776543')).toHaveLength(1);

    await customerWrites(world, shop, { number: '551187776543', name: 'Paulinha' }, 'Sim, quero ver o carro');
    await elapse(world, 2 * MINUTE);

    const chats = await chatsWith('5511987776543', '551187776543');
    expect(chats).toHaveLength(1);
    const [chat] = chats;
    // The JID is the truth: the conversation now goes by the form WhatsApp uses.
    expect(chat).toMatchObject({
      contactNumber: '551187776543',
      contactJid: '551187776543@s.whatsapp.net',
      contactName: 'Paula Ribeiro',
      lastCustomerMessageAt: expect.any(Date),
    });
    expect(chat?.leads).toHaveLength(1);
    expect(chat?.leads[0]?.source).toMatchObject({ kind: 'portal', name: 'OLX' });
    expect(chat?.messages.map((message) => message.direction)).toEqual(['out', 'in', 'out']);
    expect(chat?.messages[1]?.content).toBe('Sim, quero ver o carro');
    // The AI's answer went to the WhatsApp form.
    expect(textsSentTo(world, shop, '551187776543')).toHaveLength(1);
  });

  it('reuses the conversation WhatsApp started when the portal lead arrives typed with the ninth digit', async () => {
    await customerWrites(world, shop, { number: '551187770000', name: 'Rui' }, 'Bom dia');
    await elapse(world, 2 * MINUTE);
    await postLead('Rui Barros', '11987770000');
    await elapse(world, 0);

    const chats = await chatsWith('5511987770000', '551187770000');
    expect(chats).toHaveLength(1);
    expect(chats[0]?.contactNumber).toBe('551187770000');
    expect(chats[0]?.leads).toHaveLength(1);
    expect(textsSentTo(world, shop, '5511987770000')).toEqual([]);
    // The AI's answer to "Bom dia" and the portal's first message, both to the known form.
    expect(textsSentTo(world, shop, '551187770000')).toHaveLength(2);
  });

  it("matches the gateway's early echo of our send to the typed conversation, under the other form", async () => {
    await postLead('Caio Lima', '(11) 98777-1111');
    const [typed] = await chatsWith('5511987771111');
    if (!typed) throw new Error('typed conversation not stored');
    // Our send, stored before the gateway answered it: no gateway id yet.
    const [ours] = await world.t.db
      .insert(messages)
      .values({
        organizationId: shop.organizationId,
        conversationId: typed.id,
        instanceId: shop.instanceId,
        direction: 'out',
        origin: 'human',
        content: 'Olá Caio, tudo bem?',
        status: 'pending',
        timestamp: world.t.clock.now(),
      })
      .returning({ id: messages.id });
    const echo = textMessageBody({
      id: 'ECHO-NINTH-1',
      number: '551187771111',
      text: 'Olá Caio, tudo bem?',
      fromMe: true,
      timestamp: Math.floor(world.t.clock.now().getTime() / 1000),
    });
    const response = await postWebhook(
      world.t.app,
      { id: shop.instanceId, secret: shop.secret },
      { ...echo, event: 'send.message' },
    );
    expect(response.statusCode, response.body).toBe(200);
    await elapse(world, 0);

    expect(await chatsWith('551187771111')).toEqual([]);
    const [stored] = await world.t.db
      .select()
      .from(messages)
      .where(eq(messages.id, ours?.id ?? ''));
    expect(stored).toMatchObject({ gatewayMessageId: 'ECHO-NINTH-1', status: 'sent' });
    const [after] = await chatsWith('5511987771111');
    expect(after?.isAiActive).toBe(true);
  });

  it('keeps a landline and a foreign number apart from look-alike numbers', async () => {
    await postLead('Loja Parceira', '(11) 3333-4444');
    await elapse(world, 0);
    // Not the landline with a ninth digit: landlines never gained one.
    await customerWrites(world, shop, { number: '5511933334444', name: 'Outro' }, 'Olá');
    await customerWrites(world, shop, { number: '14155550123', name: 'John' }, 'Hi there');
    await elapse(world, 2 * MINUTE);

    const chats = await chatsWith('551133334444', '5511933334444', '14155550123');
    expect(chats.map((chat) => chat.contactNumber).sort()).toEqual([
      '14155550123',
      '551133334444',
      '5511933334444',
    ]);
    expect(chats.every((chat) => chat.leads.length === 1)).toBe(true);
    expect(chats.find((chat) => chat.contactNumber === '551133334444')?.contactJid).toBeNull();
  });
});
