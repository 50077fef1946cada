/**
 * A customer answers our visit reminder: the model is told where the lead stands ("Situação do
 * cliente": the visit, the trade-in, financing) and reads the reminder as our own turn, so
 * "confirmo" makes sense. Against an OpenAI fake speaking Chat Completions.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AGENDA_SETTINGS } from '../../../../contract/agenda-settings';
import { testConfig } from '../../../../server/config';
import {
  agendaSettings,
  aiConfigs,
  appointments,
  leads,
  tradeIns,
  vehicles,
} from '../../../../server/db/schema';
import { encryptSecret } from '../../../../server/lib/crypto';
import { type FakeServer, jsonBody, startFakeServer } from '../../ai/fakes/http-fake';
import { chatCompletion } from '../../ai/fakes/openai-fake';
import { type EngineApp, engineApp } from '../app';
import {
  conversationOf,
  customerSends,
  newCustomer,
  openShop,
  phoneOf,
  quietPeriodPasses,
  type Shop,
  setSettings,
} from '../shop';

interface Body {
  messages: { role: string; content: string | null }[];
  response_format?: unknown;
}

const HOUR = 3_600_000;

let t: EngineApp;
let openai: FakeServer;
let shop: Shop;
/** The reply requests the model got, in order. */
const replies: Body[] = [];

beforeAll(async () => {
  openai = await startFakeServer((request) => {
    const body = jsonBody(request) as Body;
    if (body.response_format)
      return { json: chatCompletion('gpt-4o-mini', '{"level":"WARM","score":50,"reason":"ok"}') };
    replies.push(body);
    return { json: chatCompletion('gpt-4o-mini', 'Certo!') };
  });
  t = await engineApp({ config: { openaiBaseUrl: openai.url } });
  shop = await openShop(t);
  await setSettings(t, shop, { humanAssumesEnabled: false });
  await t.db
    .update(aiConfigs)
    .set({ provider: 'openai', apiKeyEnc: encryptSecret(testConfig().encryptionKey, 'sk-test-key') })
    .where(eq(aiConfigs.instanceId, shop.instanceId));
});
afterAll(async () => {
  await t.close();
  await openai.close();
});

const systemOf = (body: Body | undefined) => body?.messages[0]?.content ?? '';

describe('answering a visit reminder', () => {
  it('shows the model the lead’s situation and our reminder before "confirmo"', async () => {
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Oi, queria ver um carro de vocês' });
    await quietPeriodPasses(t);
    // A lead with nothing booked yet: the block says so, and no reminder instructions.
    expect(systemOf(replies.at(-1))).toContain(
      '## Situação do cliente\n- Nenhuma visita agendada.\n- Nenhum usado para troca registrado.\n- Nenhuma simulação de financiamento feita ainda.',
    );

    const conversation = await conversationOf(t, shop, contact);
    const [lead] = await t.db.select().from(leads).where(eq(leads.conversationId, conversation.id));
    if (!lead) throw new Error('no lead');
    await t.db.update(leads).set({ financingInterestAt: t.clock.now() }).where(eq(leads.id, lead.id));
    await t.db.insert(tradeIns).values({
      organizationId: shop.organizationId,
      leadId: lead.id,
      make: 'Volkswagen',
      model: 'Gol',
      year: 2015,
      km: 80_000,
      referencePrice: 35_000,
      referenceSource: 'fipe',
      referenceMonth: 'março de 2025',
      createdBy: 'staff',
    });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: shop.headers,
      payload: { leadId: lead.id, kind: 'test_drive', startsAt: '2025-03-15T10:00:00-03:00' },
    });
    expect(booked.statusCode, booked.body).toBe(201);

    // Friday 14 March, past 10:00: the 24 h reminder reaches the phone.
    t.clock.advance(4 * 24 * HOUR);
    await t.app.jobs.runDue();
    const phone = (await phoneOf(t, shop, contact)).messages.map((message) => message.content);
    // The quiet days' follow-ups went out too.
    const reminder = phone.find((text) => text.includes('Lembrete')) ?? '';
    expect(reminder).toMatch(/^Olá, Maria! Lembrete .*seu test drive é amanhã, sáb 15\/03 10:00/);

    t.clock.advance(5 * 60_000); // she reads it a few minutes later
    await customerSends(t, shop, contact, { text: 'confirmo' });
    await quietPeriodPasses(t);
    const request = replies.at(-1);
    const system = systemOf(request);
    expect(system).toContain(
      '- Próxima visita agendada: test drive — sáb 15/03 10:00 (ainda não confirmada).',
    );
    expect(system).toContain(
      '- Usado para troca registrado: Volkswagen Gol 2015, 80.000 km, referência R$ 35.000,00 (FIPE, março de 2025).',
    );
    expect(system).toContain('- Uma simulação de financiamento já foi feita.');
    expect(system).toContain('use confirmar_visita');
    const turns = request?.messages.slice(1) ?? [];
    expect(turns.at(-1)).toEqual({ role: 'user', content: 'confirmo' });
    expect(turns.at(-2)?.role).toBe('assistant');
    expect(turns.at(-2)?.content).toContain(reminder);
  });

  it('names the visit’s car and gives its time in the shop’s own zone', async () => {
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Oi, tudo bem?' });
    await quietPeriodPasses(t);
    const conversation = await conversationOf(t, shop, contact);
    const [lead] = await t.db.select().from(leads).where(eq(leads.conversationId, conversation.id));
    if (!lead) throw new Error('no lead');
    const [car] = await t.db
      .insert(vehicles)
      .values({
        organizationId: shop.organizationId,
        source: 'manual',
        make: 'Toyota',
        model: 'Corolla',
        version: 'XEi',
        year: 2020,
        modelYear: 2020,
        price: 98000,
      })
      .returning({ id: vehicles.id });
    if (!car) throw new Error('no car');
    // A shop in Manaus (UTC−4): 14:00 UTC is 10:00 there, 11:00 in São Paulo.
    await t.db.insert(agendaSettings).values({
      organizationId: shop.organizationId,
      values: { ...DEFAULT_AGENDA_SETTINGS, timezone: 'America/Manaus' },
    });
    await t.db.insert(appointments).values({
      organizationId: shop.organizationId,
      leadId: lead.id,
      vehicleId: car.id,
      kind: 'test_drive',
      startsAt: new Date('2025-03-22T14:00:00.000Z'),
      durationMinutes: 60,
      status: 'confirmed',
      source: 'staff',
    });

    await customerSends(t, shop, contact, { text: 'Até sábado então' });
    await quietPeriodPasses(t);
    expect(systemOf(replies.at(-1))).toContain(
      `- Próxima visita agendada: test drive — sáb 22/03 10:00 — Corolla XEi 2020 (confirmada pelo cliente; vehicleId do carro: ${car.id}).`,
    );
  });
});
