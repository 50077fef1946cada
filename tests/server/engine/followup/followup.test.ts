import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FOLLOW_UP_MESSAGES } from '../../../../contract/constants';
import { jobs, messages } from '../../../../server/db/schema';
import { followUpKey } from '../../../../server/engine/followup/queue';
import {
  conversationOf,
  customerWrites,
  elapse,
  HOUR,
  MINUTE,
  newCustomer,
  openShop,
  operatorWrites,
  phoneTypes,
  startWorld,
  textsSentTo,
  type World,
} from '../world';

/** Follow-ups to a customer who went quiet after our message (DESIGN §4 step 8). */

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const LADDER = {
  followUpMessage1: 'Oi! Conseguiu ver as fotos do Onix que te mandei?',
  followUpMessage2: 'Olá! Se quiser, posso simular o financiamento para você.',
  followUpMessage3: 'Fico à disposição por aqui quando quiser retomar.',
};

/** Operator-led chats: the AI stays quiet, so "our last message" is the operator's. */
const OPERATOR_ONLY = { enableAutoResponse: false };

const followUpRows = async (conversationId: string) =>
  world.t.db
    .select({ content: messages.content, status: messages.status })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.origin, 'followup')))
    .orderBy(messages.timestamp);

describe('the follow-up ladder', () => {
  it('after the AI answers, sends follow-ups 1, 2 and 3 an interval apart, then stops', async () => {
    const shop = await openShop(world, { followUpInterval: 1, maxFollowUps: 3, ...LADDER });
    const customer = newCustomer();
    await customerWrites(world, shop, customer, 'Boa tarde, vocês têm Onix 2020?');
    await elapse(world, MINUTE); // the AI's reply after its quiet period
    const aiReplies = textsSentTo(world, shop, customer.number);
    expect(aiReplies.length).toBeGreaterThan(0);

    await elapse(world, 30 * MINUTE);
    expect(textsSentTo(world, shop, customer.number)).toEqual(aiReplies);
    await elapse(world, 40 * MINUTE);
    await elapse(world, HOUR + 5 * MINUTE);
    await elapse(world, HOUR + 5 * MINUTE);
    expect(textsSentTo(world, shop, customer.number)).toEqual([
      ...aiReplies,
      LADDER.followUpMessage1,
      LADDER.followUpMessage2,
      LADDER.followUpMessage3,
    ]);

    await elapse(world, 10 * HOUR);
    expect(textsSentTo(world, shop, customer.number)).toHaveLength(aiReplies.length + 3);
    const conversation = await conversationOf(world, shop, customer.number);
    expect(await followUpRows(conversation.id)).toEqual([
      { content: LADDER.followUpMessage1, status: 'sent' },
      { content: LADDER.followUpMessage2, status: 'sent' },
      { content: LADDER.followUpMessage3, status: 'sent' },
    ]);
    expect(conversation.followUpsSent).toBe(3);
  });

  it('sends only as many follow-ups as maxFollowUps allows, with the default text when none was written', async () => {
    const shop = await openShop(world, { ...OPERATOR_ONLY, followUpInterval: 2, maxFollowUps: 1 });
    const customer = newCustomer('Juliana Costa');
    await customerWrites(world, shop, customer, 'Oi, queria saber do HB20');
    const conversation = await conversationOf(world, shop, customer.number);
    await operatorWrites(world, shop, conversation.id, 'Olá Juliana! Temos dois HB20 2021 no pátio.');

    await elapse(world, 2 * HOUR + MINUTE);
    await elapse(world, 6 * HOUR);
    const sent = textsSentTo(world, shop, customer.number);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(DEFAULT_FOLLOW_UP_MESSAGES[0]);
  });

  it('is cancelled when the customer replies, and an operator reply counts as our last message', async () => {
    const shop = await openShop(world, { ...OPERATOR_ONLY, followUpInterval: 2, ...LADDER });
    const customer = newCustomer('Marcos Lima');
    await customerWrites(world, shop, customer, 'Vocês aceitam troca?');
    const conversation = await conversationOf(world, shop, customer.number);
    await operatorWrites(world, shop, conversation.id, 'Aceitamos sim! Qual é o seu carro?');

    await elapse(world, HOUR);
    await customerWrites(world, shop, customer, 'Um Gol 2015, vou ver com minha esposa');
    const ladder = await world.t.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(eq(jobs.dedupeKey, followUpKey(conversation.id)));
    expect(ladder.map((job) => job.status)).toEqual(['cancelled']);
    await elapse(world, 5 * HOUR);
    expect(textsSentTo(world, shop, customer.number)).toEqual(['Aceitamos sim! Qual é o seu carro?']);
    expect(await followUpRows(conversation.id)).toEqual([]);

    // Our next message starts a new ladder.
    await operatorWrites(world, shop, conversation.id, 'Combinado, qualquer coisa estou aqui.');
    await elapse(world, 2 * HOUR + MINUTE);
    expect(textsSentTo(world, shop, customer.number).at(-1)).toBe(LADDER.followUpMessage1);
  });

  it('counts a message typed on the business phone as our last message', async () => {
    const shop = await openShop(world, { ...OPERATOR_ONLY, followUpInterval: 2, ...LADDER });
    const customer = newCustomer('Paula Reis');
    await customerWrites(world, shop, customer, 'Vocês têm Compass 2021?');
    const conversation = await conversationOf(world, shop, customer.number);
    await operatorWrites(world, shop, conversation.id, 'Temos sim, Paula!');

    // 90 minutes later someone at the shop answers from the phone: the silence starts again there.
    await elapse(world, 90 * MINUTE);
    await phoneTypes(world, shop, customer, 'Paula, separei as fotos do Compass pra você.');
    await elapse(world, 40 * MINUTE);
    expect(textsSentTo(world, shop, customer.number)).toEqual(['Temos sim, Paula!']);
    await elapse(world, 90 * MINUTE);
    expect(textsSentTo(world, shop, customer.number)).toEqual(['Temos sim, Paula!', LADDER.followUpMessage1]);

    // With no message of ours before it, the phone's message alone starts the ladder.
    const other = newCustomer('Rita Alves');
    await customerWrites(world, shop, other, 'Oi, ainda tem o Kicks?');
    await phoneTypes(world, shop, other, 'Tem sim, Rita! Quer agendar uma visita?');
    await elapse(world, 2 * HOUR + MINUTE);
    expect(textsSentTo(world, shop, other.number)).toEqual([LADDER.followUpMessage1]);
  });

  it('never follows up a blacklisted number', async () => {
    const listed = newCustomer('Número bloqueado');
    const other = newCustomer('Cliente comum');
    // Written by a person: local format, with punctuation and without the country code.
    const local = listed.number.slice(2);
    const blacklist = `(${local.slice(0, 2)}) ${local.slice(2, 7)}-${local.slice(7)}\n11 90000-0000`;
    const shop = await openShop(world, {
      ...OPERATOR_ONLY,
      followUpInterval: 1,
      followUpBlacklist: blacklist,
      ...LADDER,
    });
    for (const customer of [listed, other]) {
      await customerWrites(world, shop, customer, 'Tem Corolla?');
      const conversation = await conversationOf(world, shop, customer.number);
      await operatorWrites(world, shop, conversation.id, 'Temos sim, quer fotos?');
    }
    await elapse(world, HOUR + MINUTE);
    expect(textsSentTo(world, shop, listed.number)).toEqual(['Temos sim, quer fotos?']);
    expect(textsSentTo(world, shop, other.number)).toEqual([
      'Temos sim, quer fotos?',
      LADDER.followUpMessage1,
    ]);
  });

  it('follows no conversation whose follow-up is off, at the instance or the conversation', async () => {
    const shop = await openShop(world, { ...OPERATOR_ONLY, followUpInterval: 1, ...LADDER });
    const switchedOff = newCustomer('Conversa sem follow-up');
    await customerWrites(world, shop, switchedOff, 'Qual o horário de vocês?');
    const conversation = await conversationOf(world, shop, switchedOff.number);
    const toggle = await world.t.app.inject({
      method: 'PATCH',
      url: `/api/conversations/${conversation.id}/followup-toggle`,
      headers: shop.headers,
      payload: { enabled: false },
    });
    expect(toggle.statusCode, toggle.body).toBe(200);
    await operatorWrites(world, shop, conversation.id, 'Das 8h às 18h, de segunda a sexta.');

    const instanceOff = await openShop(world, { ...OPERATOR_ONLY, followUpInterval: 1, ...LADDER });
    const switched = await world.t.app.inject({
      method: 'POST',
      url: `/api/instances/${instanceOff.instanceId}/settings/global-followup`,
      headers: instanceOff.headers,
      payload: { enabled: false },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    // A conversation opened afterwards has its own switch on: the instance's still holds it back.
    const customer = newCustomer('Instância sem follow-up');
    await customerWrites(world, instanceOff, customer, 'Vocês financiam?');
    const other = await conversationOf(world, instanceOff, customer.number);
    await operatorWrites(world, instanceOff, other.id, 'Financiamos sim, em até 60x.');

    await elapse(world, 3 * HOUR);
    expect(textsSentTo(world, shop, switchedOff.number)).toEqual(['Das 8h às 18h, de segunda a sexta.']);
    expect(textsSentTo(world, instanceOff, customer.number)).toEqual(['Financiamos sim, em até 60x.']);
  });

  it("uses the conversation's own delay (minutes) and text from the inbox over the instance's", async () => {
    const shop = await openShop(world, {
      ...OPERATOR_ONLY,
      followUpInterval: 24,
      maxFollowUps: 2,
      ...LADDER,
    });
    const customer = newCustomer('Fernanda Alves');
    await customerWrites(world, shop, customer, 'Procuro um SUV até 90 mil');
    const conversation = await conversationOf(world, shop, customer.number);
    const own = 'Oi Fernanda, ainda procurando o SUV? Chegou um Creta 2022 hoje.';
    const toggle = await world.t.app.inject({
      method: 'PATCH',
      url: `/api/conversations/${conversation.id}/followup-toggle`,
      headers: shop.headers,
      payload: { enabled: true, followupTime: 15, followupMessage: own },
    });
    expect(toggle.statusCode, toggle.body).toBe(200);
    await operatorWrites(world, shop, conversation.id, 'Temos algumas opções, vou separar para você.');

    await elapse(world, 10 * MINUTE);
    expect(textsSentTo(world, shop, customer.number)).toHaveLength(1);
    await elapse(world, 6 * MINUTE);
    await elapse(world, 16 * MINUTE);
    expect(textsSentTo(world, shop, customer.number)).toEqual([
      'Temos algumas opções, vou separar para você.',
      own,
      LADDER.followUpMessage2,
    ]);
  });

  it('resumes a ladder the inbox switch had stopped, from our last message, and re-times it with the new delay', async () => {
    const shop = await openShop(world, { ...OPERATOR_ONLY, followUpInterval: 1, maxFollowUps: 2, ...LADDER });
    const customer = newCustomer('Rafael Gomes');
    await customerWrites(world, shop, customer, 'Tem Corolla 2021?');
    const conversation = await conversationOf(world, shop, customer.number);
    const followUpToggle = (payload: Record<string, unknown>) =>
      world.t.app.inject({
        method: 'PATCH',
        url: `/api/conversations/${conversation.id}/followup-toggle`,
        headers: shop.headers,
        payload,
      });
    await operatorWrites(world, shop, conversation.id, 'Temos sim, um prata com 30 mil km.');
    const answered = textsSentTo(world, shop, customer.number);

    // Switched off before follow-up 1 was due: the ladder stops and nothing goes out.
    expect((await followUpToggle({ enabled: false })).statusCode).toBe(200);
    await elapse(world, 2 * HOUR);
    expect(textsSentTo(world, shop, customer.number)).toEqual(answered);

    // Switched on again with 30 minutes: follow-up 1 is already late, so it goes at once.
    expect((await followUpToggle({ enabled: true, followupTime: 30 })).statusCode).toBe(200);
    await elapse(world, MINUTE);
    expect(textsSentTo(world, shop, customer.number)).toEqual([
      ...answered,
      'Olá! Como posso ajudar você hoje?',
    ]);

    // Follow-up 2 waits 30 minutes; moved to 90 minutes from the inbox, it waits for that instead.
    expect((await followUpToggle({ enabled: true, followupTime: 90 })).statusCode).toBe(200);
    await elapse(world, 60 * MINUTE);
    expect(textsSentTo(world, shop, customer.number)).toHaveLength(answered.length + 1);
    await elapse(world, 31 * MINUTE);
    expect(textsSentTo(world, shop, customer.number)).toEqual([
      ...answered,
      'Olá! Como posso ajudar você hoje?',
      LADDER.followUpMessage2,
    ]);
    const pending = await world.t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.dedupeKey, followUpKey(conversation.id)), eq(jobs.status, 'pending')));
    expect(pending).toEqual([]);
  });
});
