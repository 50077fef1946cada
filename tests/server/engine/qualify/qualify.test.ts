import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '../../../../server/db/schema';
import {
  CONSULTANT,
  conversationOf,
  customerWrites,
  elapse,
  leadOf,
  MINUTE,
  newCustomer,
  openShop,
  type Shop,
  startWorld,
  textsSentTo,
  type World,
} from '../world';

/** Lead qualification (DESIGN §4 step 7) with the offline demo model of the embedded default. */

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const transferredCount = async (shop: Shop): Promise<number> => {
  const response = await world.t.app.inject({ method: 'GET', url: '/api/stats', headers: shop.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ transferredToConsultant: number }>().transferredToConsultant;
};

const eventsFor = (conversationId: string, type: string) =>
  world.events.events.filter(
    ({ event }) =>
      event.type === type && 'conversationId' in event && event.conversationId === conversationId,
  );

const qualificationSteps = async (shop: Shop) => {
  const records = await world.t.db
    .select({ steps: webhookEvents.steps })
    .from(webhookEvents)
    .where(eq(webhookEvents.instanceId, shop.instanceId));
  return records.flatMap((record) => record.steps).filter((entry) => entry.step === 'qualification');
};

describe('lead qualification', () => {
  it('scores a browsing customer WARM, on the embedded default (demo model, no key)', async () => {
    const shop = await openShop(world);
    const customer = newCustomer('Bianca Rocha');
    await customerWrites(world, shop, customer, 'Oi! Qual o preço do Onix 2020?');
    await customerWrites(world, shop, customer, 'Tem fotos do interior?');
    await elapse(world, 2 * MINUTE);

    const conversation = await conversationOf(world, shop, customer.number);
    const lead = await leadOf(world, conversation.id);
    expect(lead.qualificationLevel).toBe('WARM');
    expect(lead.aiQualificationScore).toBeGreaterThanOrEqual(40);
    expect(lead.aiQualificationScore).toBeLessThanOrEqual(69);
    expect(conversation.transferredToConsultantAt).toBeNull();
    expect(await transferredCount(shop)).toBe(0);
    expect(textsSentTo(world, shop, CONSULTANT)).toEqual([]);
    // The board hears of it, and one qualification judged the whole burst.
    const updates = world.events.events.filter(
      ({ event }) => event.type === 'lead_updated' && event.leadId === lead.id,
    );
    expect(updates).toHaveLength(1);
    const steps = await qualificationSteps(shop);
    expect(steps).toHaveLength(1);
    expect(steps[0]?.details).toMatchObject({ level: 'WARM', provider: 'demo' });
  });

  it('hands a HOT lead to the consultant: counted as transferred, notified once, AI paused', async () => {
    const shop = await openShop(world, { humanAssumesEnabled: true });
    const customer = newCustomer('Eduardo Martins');
    await customerWrites(world, shop, customer, 'Quero financiar o Onix, quanto fica a entrada?');
    await elapse(world, 2 * MINUTE);

    const conversation = await conversationOf(world, shop, customer.number);
    const lead = await leadOf(world, conversation.id);
    expect(lead.qualificationLevel).toBe('HOT');
    expect(lead.aiQualificationScore).toBeGreaterThanOrEqual(70);
    expect(conversation.transferredToConsultantAt).not.toBeNull();
    expect(await transferredCount(shop)).toBe(1);
    expect(conversation.isAiActive).toBe(false);
    expect(eventsFor(conversation.id, 'ai_disabled_auto')).toHaveLength(1);

    const notices = textsSentTo(world, shop, CONSULTANT);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('Lead quente');
    expect(notices[0]).toContain('Eduardo Martins');
    expect(notices[0]).toContain(`+${customer.number}`);
    expect(notices[0]).toContain('Quero financiar o Onix, quanto fica a entrada?');
    expect(notices[0]).toContain(`/chat?conversation=${conversation.id}`);

    // Still HOT on the next message: already with the consultant, so nobody is told twice.
    await customerWrites(world, shop, customer, 'Posso passar aí hoje para fazer a ficha?');
    await elapse(world, 2 * MINUTE);
    expect(textsSentTo(world, shop, CONSULTANT)).toHaveLength(1);
    expect(await transferredCount(shop)).toBe(1);
  });

  it('still answers the question a HOT lead asked before it was handed over, then leaves it to the consultant', async () => {
    const shop = await openShop(world, { humanAssumesEnabled: true, responseSeconds: 60 });
    const customer = newCustomer('Juliana Prado');
    await customerWrites(world, shop, customer, 'Quero financiar o HB20, quanto fica a entrada?');
    // Qualification (after 30 s of quiet) hands the lead over before the 60 s reply is due.
    await elapse(world, 45_000);
    const conversation = await conversationOf(world, shop, customer.number);
    expect((await leadOf(world, conversation.id)).qualificationLevel).toBe('HOT');
    expect(conversation.isAiActive).toBe(false);
    expect(textsSentTo(world, shop, customer.number)).toEqual([]);

    await elapse(world, 2 * MINUTE);
    expect(textsSentTo(world, shop, customer.number).length).toBeGreaterThan(0);
    expect((await conversationOf(world, shop, customer.number)).isAiActive).toBe(false);

    // What the customer writes next waits for the consultant.
    const answered = textsSentTo(world, shop, customer.number).length;
    await customerWrites(world, shop, customer, 'Pode ser amanhã às 10h?');
    await elapse(world, 5 * MINUTE);
    expect(textsSentTo(world, shop, customer.number)).toHaveLength(answered);
  });

  it('keeps the AI answering a HOT lead when the instance does not let a human take over', async () => {
    const shop = await openShop(world, { humanAssumesEnabled: false });
    const customer = newCustomer('Tatiane Souza');
    await customerWrites(world, shop, customer, 'Quero comprar o Kicks, dá para simular o financiamento?');
    await elapse(world, 2 * MINUTE);

    const conversation = await conversationOf(world, shop, customer.number);
    expect((await leadOf(world, conversation.id)).qualificationLevel).toBe('HOT');
    expect(conversation.transferredToConsultantAt).not.toBeNull();
    expect(conversation.isAiActive).toBe(true);
    expect(eventsFor(conversation.id, 'ai_disabled_auto')).toEqual([]);
    expect(textsSentTo(world, shop, CONSULTANT)).toHaveLength(1);
  });

  it('notifies nobody about a HOT lead when consultant notification is off, but still counts it', async () => {
    const shop = await openShop(world, {}, { consultant: null });
    const customer = newCustomer('Rafael Teixeira');
    await customerWrites(world, shop, customer, 'Vou levar o Argo, qual o valor da entrada?');
    await elapse(world, 2 * MINUTE);

    const conversation = await conversationOf(world, shop, customer.number);
    expect((await leadOf(world, conversation.id)).qualificationLevel).toBe('HOT');
    expect(await transferredCount(shop)).toBe(1);
    const sends = world.fake.requestsTo(`POST /message/sendText/${shop.gatewayName}`);
    expect(
      sends.every((request) => (request.body as { number: string }).number.startsWith(customer.number)),
    ).toBe(true);
    const [step] = await qualificationSteps(shop);
    expect(step?.details).toMatchObject({ level: 'HOT', consultantNotice: 'consultant_notification_off' });
  });
});
