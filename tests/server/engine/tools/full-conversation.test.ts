/**
 * Issue 24's "done": one WhatsApp conversation on the simulator, answered by the offline demo
 * provider on the manual clock, goes from "tem Corolla?" to a booked test drive, a priced trade-in
 * and a simulated payment; then the customer answers the 24 h reminder and the AI acts on it.
 */

import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, leads, messages, tradeIns, vehicles } from '../../../../server/db/schema';
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

const HOUR = 3_600_000;

let t: EngineApp;
let shop: Shop;

beforeAll(async () => {
  t = await engineApp();
  shop = await openShop(t);
  // Default settings: the test drive makes the lead HOT, and the visit keeps the AI on until it.
  const financing = await t.app.inject({
    method: 'PUT',
    url: '/api/financing/settings',
    headers: shop.headers,
    payload: {
      minDownPaymentPercent: 10,
      banks: [
        { name: 'Banco Azul', monthlyRate: 1.99, maxTermMonths: 60 },
        { name: 'Banco Verde', monthlyRate: 2.19, maxTermMonths: 48 },
      ],
    },
  });
  expect(financing.statusCode, financing.body).toBe(200);
  const car = { make: 'Toyota', model: 'Corolla', version: 'XEi', color: 'Prata' };
  await t.db.insert(vehicles).values({
    organizationId: shop.organizationId,
    source: 'manual',
    ...car,
    year: 2020,
    modelYear: 2020,
    km: 45_000,
    price: 98_900,
    searchText: searchTextOf({ ...car, fuel: '', transmission: '', bodyType: '' }),
  });
});
afterAll(() => t.close());

/** The customer writes and the quiet period passes: the AI has answered (or decided not to). */
async function says(contact: string, text: string): Promise<string> {
  const before = (await phoneOf(t, shop, contact)).messages.length;
  await customerSends(t, shop, contact, { text });
  await quietPeriodPasses(t);
  const after = (await phoneOf(t, shop, contact)).messages.slice(before);
  return after.map((message) => message.content).join('\n');
}

async function timeline(contact: string): Promise<string[]> {
  const conversation = await conversationOf(t, shop, contact);
  const rows = await t.db
    .select({ content: messages.content })
    .from(messages)
    .where(and(eq(messages.conversationId, conversation.id), eq(messages.event, 'ai_action')))
    .orderBy(asc(messages.timestamp), asc(messages.seq));
  return rows.map((row) => row.content);
}

async function leadOf(contact: string) {
  const conversation = await conversationOf(t, shop, contact);
  const [lead] = await t.db.select().from(leads).where(eq(leads.conversationId, conversation.id));
  if (!lead) throw new Error('no lead');
  return lead;
}

const toolsCalled = async (contact: string) =>
  (await monitorOf(t, shop, contact))
    .flatMap((record) => record.steps)
    .filter((step) => step.step === 'ai_tool')
    .map((step) => (step.details as { tool: string }).tool);

describe('a whole sale conversation with the demo provider', () => {
  const contact = newCustomer();

  it('searches, books, prices the trade-in and simulates the payment, each a line staff see', async () => {
    // Monday 10 March 2025, 10:00 in São Paulo: "sábado" is the 15th.
    expect(await says(contact, 'tem Corolla?')).toContain('Corolla XEi 2020/2020');
    expect(await says(contact, 'posso fazer um test drive sábado às 10h?')).toContain('15/03 às 10:00');
    expect(await says(contact, 'quanto vale meu Gol 2015 com 80 mil km?')).toMatch(
      /Gol 2015[\s\S]*avaliação presencial/,
    );
    const simulation = await says(contact, 'dá pra financiar com 10 mil de entrada em 48x?');
    // R$ 98.900 − R$ 10.000 over 48 months at 1,99 % a.m.
    expect(simulation).toContain('Banco Azul: 48x de *R$ 2.892,41*');
    expect(simulation).toContain('IOF e tarifas não incluídos');

    expect(await toolsCalled(contact)).toEqual([
      'buscar_veiculos',
      'agendar_visita',
      'registrar_usado',
      'simular_financiamento',
    ]);
    const lead = await leadOf(contact);
    const [visit] = await t.db.select().from(appointments).where(eq(appointments.leadId, lead.id));
    expect(visit).toMatchObject({
      kind: 'test_drive',
      status: 'scheduled',
      source: 'ai',
      startsAt: new Date('2025-03-15T13:00:00.000Z'),
    });
    expect(visit?.vehicleId).not.toBeNull();
    const [tradeIn] = await t.db.select().from(tradeIns).where(eq(tradeIns.leadId, lead.id));
    expect(tradeIn).toMatchObject({
      make: 'Volkswagen',
      model: 'Gol',
      year: 2015,
      km: 80_000,
      createdBy: 'ai',
    });
    expect(lead.financingInterestAt).not.toBeNull();

    const lines = await timeline(contact);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^IA consultou o estoque — “tem Corolla\?”/);
    expect(lines[1]).toBe('IA agendou test drive — sáb 15/03 10:00 — Corolla XEi 2020');
    expect(lines[2]).toMatch(/Gol/);
    expect(lines[3]).toMatch(/financiamento/i);
  });

  it('reads the reminder as its own message: "confirmo" confirms the visit', async () => {
    // Friday 14 March, 10:00: the 24 h reminder goes out.
    t.clock.advance(4 * 24 * HOUR);
    await t.app.jobs.runDue();
    const phone = (await phoneOf(t, shop, contact)).messages.map((message) => message.content);
    // The follow-ups of the quiet days went out too; the reminder is among the phone's messages.
    expect(phone.join('\n')).toMatch(/Lembrete .*seu test drive \(Corolla XEi 2020\) é amanhã/);

    expect(await says(contact, 'confirmo')).toMatch(/confirmad/i);
    const lead = await leadOf(contact);
    const [visit] = await t.db.select().from(appointments).where(eq(appointments.leadId, lead.id));
    expect(visit?.status).toBe('confirmed');
    expect((await timeline(contact)).at(-1)).toBe(
      'IA confirmou test drive — sáb 15/03 10:00 — Corolla XEi 2020',
    );
  });

  it('"preciso remarcar para sábado 11h" moves it, "não vou poder ir" cancels it', async () => {
    expect(await says(contact, 'preciso remarcar para sábado 11h')).toContain('15/03 às 11:00');
    const lead = await leadOf(contact);
    const [moved] = await t.db.select().from(appointments).where(eq(appointments.leadId, lead.id));
    expect(moved?.startsAt).toEqual(new Date('2025-03-15T14:00:00.000Z'));

    expect(await says(contact, 'não vou poder ir')).toMatch(/cancelei/);
    const [cancelled] = await t.db.select().from(appointments).where(eq(appointments.leadId, lead.id));
    expect(cancelled?.status).toBe('cancelled');
    expect((await timeline(contact)).at(-1)).toBe(
      'IA cancelou test drive — sáb 15/03 11:00 — Corolla XEi 2020',
    );
  });
});
