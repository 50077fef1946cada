/**
 * Financing and the trade-in in one conversation with the demo provider, on a shop with the default
 * financing table (20 % minimum) and no car in stock: the AI asks which car, simulates the price the
 * customer names at the shop's minimum down payment, registers the trade-in, and each action is a
 * chat line staff see (never sent to the phone) and an `ai_tool` step on the monitor record.
 */

import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../server/db/schema';
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
  setSettings,
} from '../shop';

let t: EngineApp;
let shop: Shop;
const contact = newCustomer();

beforeAll(async () => {
  t = await engineApp();
  shop = await openShop(t);
  // The lead goes HOT at "financiar": the shop lets the AI carry on with it.
  await setSettings(t, shop, { humanAssumesEnabled: false });
});
afterAll(() => t.close());

async function says(text: string): Promise<string> {
  const before = (await phoneOf(t, shop, contact)).messages.length;
  // The customer reads our answer before writing again (on the manual clock both would tie).
  t.clock.advance(5_000);
  await customerSends(t, shop, contact, { text });
  await quietPeriodPasses(t);
  const after = (await phoneOf(t, shop, contact)).messages.slice(before);
  return after.map((message) => message.content).join('\n');
}

async function timeline(): Promise<string[]> {
  const conversation = await conversationOf(t, shop, contact);
  const rows = await t.db
    .select({ content: messages.content })
    .from(messages)
    .where(and(eq(messages.conversationId, conversation.id), eq(messages.event, 'ai_action')))
    .orderBy(asc(messages.timestamp), asc(messages.seq));
  return rows.map((row) => row.content);
}

const toolSteps = async () =>
  (await monitorOf(t, shop, contact))
    .flatMap((record) => record.steps)
    .filter((step) => step.step === 'ai_tool')
    .map((step) => ({ status: step.status, ...(step.details as { tool: string; args: unknown }) }));

describe('financing and a trade-in with no car of the stock', () => {
  it('asks which car or what price instead of failing', async () => {
    const answer = await says('dá pra financiar com 10 mil de entrada?');
    expect(answer).toContain('Para qual carro do nosso estoque, ou de que valor');
    expect(answer).not.toContain('Não consegui');
    expect(await toolSteps()).toEqual([]);
  });

  it('simulates the price named, at the minimum down payment, which it tells the customer', async () => {
    const answer = await says('um carro de 60 mil');
    // 20 % of R$ 60.000; R$ 48.000 at 1,89 % a.m. over 48 months.
    expect(answer).toContain('A entrada mínima é de *R$ 12.000*');
    expect(answer).toContain('Banco Aliança: 48x de *R$ 1.530,07*');
    expect(answer).toContain('IOF e tarifas não incluídos');
    expect(await timeline()).toEqual([
      'IA simulou financiamento — R$ 60.000,00 — entrada R$ 12.000,00 (mínima; cliente pediu R$ 10.000,00) — 48x R$ 1.530,07',
    ]);
    expect(await toolSteps()).toEqual([
      expect.objectContaining({
        status: 'success',
        tool: 'simular_financiamento',
        // The call as the model made it: the down payment the customer asked for.
        args: JSON.stringify({ price: 60_000, downPayment: 10_000 }),
      }),
    ]);
  });

  it('registers the trade-in: a line staff see and a step on the monitor, neither sent to the phone', async () => {
    expect(await says('quanto vale meu Gol 2015 com 80 mil km?')).toMatch(
      /Gol 2015[\s\S]*avaliação presencial/,
    );
    const lines = await timeline();
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^IA registrou usado — Gol 2015 — 80\.000 km — ref\. tabela R\$ [\d.]+,\d{2}$/);
    expect((await toolSteps()).map(({ status, tool }) => [status, tool])).toEqual([
      ['success', 'simular_financiamento'],
      ['success', 'registrar_usado'],
    ]);
    const phone = (await phoneOf(t, shop, contact)).messages.map((message) => message.content).join('\n');
    expect(phone).not.toMatch(/IA (simulou|registrou)/);
  });
});
