import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs, messages, webhookEvents } from '../../../../../server/db/schema';
import {
  CONSULTANT,
  conversationOf,
  customerWrites,
  elapse,
  MINUTE,
  newCustomer,
  openShop,
  startWorld,
  textsSentTo,
  type World,
} from '../../world';

/** Keyword alerts: the consultant hears on WhatsApp when a customer writes one of the instance's words. */

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const stepsOf = async (instanceId: string, step: string) => {
  const records = await world.t.db
    .select({ steps: webhookEvents.steps })
    .from(webhookEvents)
    .where(eq(webhookEvents.instanceId, instanceId));
  return records.flatMap((record) => record.steps).filter((entry) => entry.step === step);
};

describe('keyword alerts', () => {
  it('notifies the consultant once per burst, with name, number, the last messages and the link', async () => {
    const shop = await openShop(world, { alertKeywords: 'urgente, desconto, reclamação' });
    const customer = newCustomer('Roberto Nunes');
    await customerWrites(world, shop, customer, 'Preciso de um desconto no Tracker');
    await customerWrites(world, shop, customer, 'É URGENTE, tenho uma reclamacao da revisão');
    await elapse(world, 2 * MINUTE);
    await elapse(world, 10 * MINUTE);

    const notices = textsSentTo(world, shop, CONSULTANT);
    expect(notices).toHaveLength(1);
    const conversation = await conversationOf(world, shop, customer.number);
    const notice = notices[0] ?? '';
    expect(notice).toContain('Roberto Nunes');
    expect(notice).toContain(`+${customer.number}`);
    expect(notice).toContain('Preciso de um desconto no Tracker');
    expect(notice).toContain('É URGENTE, tenho uma reclamacao da revisão');
    expect(notice).toContain('desconto');
    expect(notice).toContain(`http://localhost:3000/chat?conversation=${conversation.id}`);

    // Not part of the customer's chat, but on record for the shop.
    const inChat = await world.t.db
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(eq(messages.conversationId, conversation.id), like(messages.content, '%chat?conversation=%')),
      );
    expect(inChat).toEqual([]);
    const logged = await world.t.db
      .select({ message: logs.message })
      .from(logs)
      .where(and(eq(logs.instanceId, shop.instanceId), eq(logs.category, 'consultant')));
    expect(logged).toHaveLength(1);
    expect(logged[0]?.message).toContain('Roberto Nunes');
    expect((await stepsOf(shop.instanceId, 'consultant_notified')).map((step) => step.status)).toEqual([
      'success',
    ]);

    // A later burst is news again.
    await customerWrites(world, shop, customer, 'Ainda aguardo o desconto');
    await elapse(world, 2 * MINUTE);
    expect(textsSentTo(world, shop, CONSULTANT)).toHaveLength(2);
  });

  it('stays quiet for messages without a keyword', async () => {
    const shop = await openShop(world);
    const customer = newCustomer('Luana Dias');
    await customerWrites(world, shop, customer, 'Bom dia, qual o horário de vocês no sábado?');
    await elapse(world, 5 * MINUTE);
    expect(textsSentTo(world, shop, CONSULTANT)).toEqual([]);
    expect(await stepsOf(shop.instanceId, 'keyword_alert')).toEqual([]);
  });

  it('notifies nobody when consultant notification is off, and the monitor says why', async () => {
    const shop = await openShop(world, {}, { consultant: null });
    const customer = newCustomer('Sérgio Prado');
    await customerWrites(world, shop, customer, 'Quero cancelar a reserva, é urgente');
    await elapse(world, 5 * MINUTE);
    const sends = world.fake.requestsTo(`POST /message/sendText/${shop.gatewayName}`);
    expect(
      sends.every((request) => (request.body as { number: string }).number.startsWith(customer.number)),
    ).toBe(true);
    const [alert] = await stepsOf(shop.instanceId, 'keyword_alert');
    expect(alert?.details).toMatchObject({ consultantNotice: 'consultant_notification_off' });
  });
});
