/**
 * The AI acts with tools, end to end through the simulator with the offline demo provider: the
 * customer's question leads to a tool call, the answer reaches the phone, and staff see what the AI
 * did as a line of the chat and a step of the monitor record.
 */

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../../../contract/inbox';
import { instances, vehicles } from '../../../../server/db/schema';
import { searchTextOf } from '../../../../server/stock/search-text';
import { type EngineApp, engineApp } from '../app';
import {
  conversationOf,
  customerSends,
  monitorOf,
  newCustomer,
  openShop,
  phoneOf,
  quietPeriodPasses,
  type Shop,
} from '../shop';

let t: EngineApp;
let shop: Shop;

beforeAll(async () => {
  t = await engineApp();
  shop = await openShop(t);
  await t.db.insert(vehicles).values({
    organizationId: shop.organizationId,
    source: 'manual',
    make: 'Toyota',
    model: 'Corolla',
    version: 'XEi',
    year: 2020,
    modelYear: 2020,
    km: 45_000,
    price: 98_900,
    color: 'Prata',
    searchText: searchTextOf({
      make: 'Toyota',
      model: 'Corolla',
      version: 'XEi',
      color: 'Prata',
      fuel: '',
      transmission: '',
      bodyType: '',
    }),
  });
});
afterAll(() => t.close());

/** The chat as the inbox reads it, oldest first. */
async function inboxChat(contact: string): Promise<Message[]> {
  const conversation = await conversationOf(t, shop, contact);
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/messages?conversationId=${conversation.id}`,
    headers: shop.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { messages: Message[] }).messages;
}

describe('the AI with tools (demo provider, simulator)', () => {
  it('"tem Corolla?" searches the stock, answers with the car and shows the search in the chat', async () => {
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'tem Corolla?' });
    await quietPeriodPasses(t);

    const { messages } = await phoneOf(t, shop, contact);
    const received = messages.map((message) => message.content).join('\n');
    expect(received).toContain('Corolla XEi 2020/2020');
    expect(received).toContain('R$ 98.900');
    // The timeline line is for staff: the phone never gets it.
    expect(received).not.toContain('IA consultou');

    const chat = await inboxChat(contact);
    const line = chat.find((message) => message.event === 'ai_action');
    expect(line).toMatchObject({
      origin: 'system',
      direction: 'out',
      content: 'IA consultou o estoque — “tem Corolla?” — 1 veículo',
    });
    // In the chat's order: after the question, before the answer.
    const order = chat.map((message) => (message.event === 'ai_action' ? 'action' : message.origin));
    expect(order).toEqual(['contact', 'action', 'ai']);

    const steps = (await monitorOf(t, shop, contact)).flatMap((record) => record.steps);
    const tool = steps.find((step) => step.step === 'ai_tool');
    expect(tool).toMatchObject({
      status: 'success',
      details: {
        tool: 'buscar_veiculos',
        args: '{"consulta":"tem Corolla?"}',
        ok: true,
        ms: expect.any(Number),
      },
    });
    expect(steps.find((step) => step.step === 'ai_reply')?.details).toMatchObject({ toolCalls: 1 });
  });

  it('"quero falar com um vendedor" hands the conversation to a human, with the reason in the chat', async () => {
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'quero falar com um vendedor' });
    await quietPeriodPasses(t);

    const { messages } = await phoneOf(t, shop, contact);
    expect(messages.map((message) => message.content).join('\n')).toContain('chamei um consultor');
    const conversation = await conversationOf(t, shop, contact);
    expect(conversation.transferredToConsultantAt).not.toBeNull();
    // The shop lets a human take over (the default): the AI steps back for the consultant.
    expect(conversation.isAiActive).toBe(false);
    const chat = await inboxChat(contact);
    expect(chat.filter((message) => message.event === 'ai_action').map((message) => message.content)).toEqual(
      ['IA transferiu para consultor — motivo: Cliente pediu para falar com um consultor'],
    );
  });

  it('tells the consultant on WhatsApp that the AI handed the customer over, and why', async () => {
    const consultant = '5511988887777';
    await t.db
      .update(instances)
      .set({ consultorNotificationEnabled: true, consultorNotificationPhone: consultant })
      .where(eq(instances.id, shop.instanceId));
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'quero falar com um vendedor' });
    await quietPeriodPasses(t);
    await t.app.jobs.runDue();

    const notice = (await phoneOf(t, shop, consultant)).messages.map((message) => message.content).join('\n');
    expect(notice).toContain('A IA transferiu o cliente para você');
    expect(notice).toContain('Motivo: Cliente pediu para falar com um consultor');
    expect(notice).not.toContain('Alerta de palavra-chave');
  });
});
