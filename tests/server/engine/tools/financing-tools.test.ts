import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCING_DISCLAIMER } from '../../../../contract/financing';
import { financingSettings, leads, tradeIns, vehicles } from '../../../../server/db/schema';
import { engineDeps } from '../../../../server/engine/deps';
import { financingTools } from '../../../../server/engine/tools/financing-tools';
import { EVALUATION_NOTE } from '../../../../server/engine/tools/trade-in-tool';
import type { AiTool, ToolContext } from '../../../../server/engine/tools/types';
import {
  createInstanceRow,
  createOrganization,
  createTestApp,
  createUser,
  type TestApp,
} from '../../helpers/app';
import { addMessage, createConversation, createLead } from '../../modules/messages/fixtures';

const NOW = new Date('2026-11-28T15:00:00.000Z');

let t: TestApp;
let context: ToolContext;
let corollaId: string;

const tool = (name: string): AiTool => {
  const found = financingTools.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no tool ${name}`);
  return found;
};

/** As the tool loop calls a tool: arguments checked by its schema first. */
async function call(name: string, raw: Record<string, unknown>, on: ToolContext = context) {
  const chosen = tool(name);
  return chosen.run(on, chosen.parameters.parse(raw));
}

beforeAll(async () => {
  t = await createTestApp();
  const org = await createOrganization(t.db);
  const owner = await createUser(t.db, org.id, { role: 'admin' });
  const instance = { id: (await createInstanceRow(t.db, org.id, owner.id)).id, organizationId: org.id };
  const chat = await createConversation(t.db, instance);
  const lead = await createLead(t.db, chat, instance);
  await t.db.insert(financingSettings).values({
    organizationId: org.id,
    minDownPaymentPercent: 10,
    banks: [
      { name: 'Banco Um', monthlyRate: 1.99, maxTermMonths: 60 },
      { name: 'Banco Dois', monthlyRate: 2.49, maxTermMonths: 48 },
      { name: 'Banco Três', monthlyRate: 2.99, maxTermMonths: 48 },
      { name: 'Banco Quatro', monthlyRate: 3.49, maxTermMonths: 48 },
    ],
  });
  const [corolla] = await t.db
    .insert(vehicles)
    .values({
      organizationId: org.id,
      source: 'manual',
      make: 'Toyota',
      model: 'Corolla',
      version: 'XEi',
      year: 2020,
      modelYear: 2020,
      price: 60_000,
    })
    .returning({ id: vehicles.id });
  corollaId = corolla?.id ?? '';
  context = {
    deps: engineDeps(t.app),
    organizationId: org.id,
    instanceId: instance.id,
    conversationId: chat.id,
    leadId: lead.id,
    contactPhone: chat.contactNumber,
    now: NOW,
  };
});
afterAll(() => t.close());

describe('simular_financiamento', () => {
  it('simulates a car of the stock: three options at most, the disclaimer, the timeline line', async () => {
    const outcome = await call('simular_financiamento', {
      vehicleId: corollaId,
      downPayment: 10_000,
      termMonths: 48,
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const options = outcome.result.options as { bank: string; installment: number }[];
    expect(options.map((option) => option.bank)).toEqual(['Banco Um', 'Banco Dois', 'Banco Três']);
    expect(options[0]?.installment).toBe(1626.78);
    expect(outcome.result.disclaimer).toBe(
      'Taxas sujeitas à aprovação de crédito; IOF e tarifas não incluídos.',
    );
    expect(outcome.result.disclaimer).toBe(FINANCING_DISCLAIMER);
    expect(outcome.timeline).toBe(
      'IA simulou financiamento — Corolla XEi 2020 — entrada R$ 10.000,00 — 48x R$ 1.626,78',
    );
  });

  it('marks the lead as interested in financing', async () => {
    const [lead] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.id, context.leadId ?? ''));
    expect(lead?.financingInterestAt?.toISOString()).toBe(NOW.toISOString());
  });

  it('simulates by price when the car is not in the stock', async () => {
    const outcome = await call('simular_financiamento', {
      price: 50_000,
      downPayment: 5_000,
      termMonths: 60,
    });
    expect(outcome).toMatchObject({ ok: true, result: { options: [{ bank: 'Banco Um', termMonths: 60 }] } });
  });

  it('a down payment under the minimum is simulated at the minimum, which the answer names', async () => {
    const outcome = await call('simular_financiamento', {
      vehicleId: corollaId,
      downPayment: 1_000,
      termMonths: 48,
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.result).toMatchObject({
      downPayment: 6_000,
      askedDownPayment: 1_000,
      minimumDownPayment: 6_000,
      note: 'A entrada mínima é de R$ 6.000,00; a simulação usa esse valor.',
    });
    // R$ 54.000 financed at 1,99 % a.m. over 48 months.
    const options = outcome.result.options as { installment: number; financed: number }[];
    expect(options[0]).toMatchObject({ financed: 54_000, installment: 1756.92 });
    expect(outcome.timeline).toBe(
      'IA simulou financiamento — Corolla XEi 2020 — entrada R$ 6.000,00 (mínima; cliente pediu R$ 1.000,00) — 48x R$ 1.756,92',
    );
  });

  it('a down payment at or over the minimum carries no minimum note', async () => {
    const outcome = await call('simular_financiamento', { vehicleId: corollaId, downPayment: 6_000 });
    expect(outcome.ok && outcome.result.minimumDownPayment).toBeUndefined();
  });

  it('a down payment that covers the price says the car can be bought outright, no options', async () => {
    const outcome = await call('simular_financiamento', { vehicleId: corollaId, downPayment: 60_000 });
    expect(outcome).toMatchObject({
      ok: true,
      result: {
        paysInFull: true,
        options: [],
        note: 'A entrada de R$ 60.000,00 cobre o valor de R$ 60.000,00: dá para comprar à vista, sem financiar.',
      },
    });
    expect(outcome.ok && outcome.timeline).toBe(
      'IA simulou financiamento — Corolla XEi 2020 — entrada R$ 60.000,00 cobre o valor: à vista',
    );
  });

  it('a term no bank offers is an error naming the longest', async () => {
    const outcome = await call('simular_financiamento', {
      price: 50_000,
      downPayment: 10_000,
      termMonths: 72,
    });
    expect(outcome).toEqual({ ok: false, error: 'Prazo máximo de 60 meses' });
  });

  it('another organization’s car is not found', async () => {
    const other = await createOrganization(t.db);
    const outcome = await call(
      'simular_financiamento',
      { vehicleId: corollaId, downPayment: 10_000 },
      {
        ...context,
        organizationId: other.id,
        leadId: null,
      },
    );
    expect(outcome.ok).toBe(false);
  });
});

describe('registrar_usado', () => {
  it('registers the car with the photos the customer just sent, quotes it and never promises', async () => {
    const chat = { id: context.conversationId };
    const instance = { id: context.instanceId, organizationId: context.organizationId };
    const image = { type: 'image' as const, mimetype: 'image/jpeg' };
    const old = await addMessage(t.db, chat, instance, {
      media: image,
      timestamp: new Date(NOW.getTime() - 3 * 86_400_000),
    });
    const front = await addMessage(t.db, chat, instance, {
      media: image,
      timestamp: new Date(NOW.getTime() - 600_000),
    });
    const side = await addMessage(t.db, chat, instance, {
      media: image,
      timestamp: new Date(NOW.getTime() - 300_000),
    });
    await addMessage(t.db, chat, instance, {
      content: 'é esse aí',
      timestamp: new Date(NOW.getTime() - 200_000),
    });

    const outcome = await call('registrar_usado', {
      make: 'VW',
      model: 'Gol',
      year: 2015,
      km: 80_000,
      conditionNotes: 'Um arranhão na porta',
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.result.note).toBe(EVALUATION_NOTE);
    expect(outcome.result.reference).toMatchObject({ source: 'builtin', currency: 'BRL' });
    const [stored] = await t.db
      .select()
      .from(tradeIns)
      .where(eq(tradeIns.leadId, context.leadId ?? ''));
    expect(stored).toMatchObject({ make: 'VW', model: 'Gol', km: 80_000, createdBy: 'ai' });
    expect(stored?.photoMessageIds).toEqual([front.id, side.id]);
    expect(stored?.photoMessageIds).not.toContain(old.id);
    const value = (outcome.result.reference as { value: number }).value;
    expect(outcome.timeline).toBe(
      `IA registrou usado — Gol 2015 — 80.000 km — ref. tabela R$ ${value.toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`,
    );
  });

  it('a correction updates the same trade-in and keeps its photos', async () => {
    const outcome = await call('registrar_usado', { make: 'VW', model: 'Gol', year: 2016, km: 82_000 });
    expect(outcome.ok).toBe(true);
    const rows = await t.db
      .select()
      .from(tradeIns)
      .where(eq(tradeIns.leadId, context.leadId ?? ''));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ year: 2016, km: 82_000 });
    expect(rows[0]?.photoMessageIds).toHaveLength(2);
  });

  it('a car the table does not know is still registered, without a reference', async () => {
    const outcome = await call('registrar_usado', { make: 'Lada', model: 'Niva', year: 1995 });
    expect(outcome).toMatchObject({
      ok: true,
      result: { reference: null },
      timeline: 'IA registrou usado — Niva 1995 — sem referência',
    });
  });

  it('a conversation without a lead is an error, not a crash', async () => {
    const outcome = await call(
      'registrar_usado',
      { make: 'VW', model: 'Gol', year: 2015 },
      { ...context, leadId: null },
    );
    expect(outcome.ok).toBe(false);
  });
});
