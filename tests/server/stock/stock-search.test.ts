import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../../server/db/schema';
import { demoStock } from '../../../server/gateways/crm/demo/stock';
import { applyCrmStock } from '../../../server/stock/crm-stock';
import { findCarsFor } from '../../../server/stock/search';
import { createOrganization, createTestApp, type TestApp } from '../helpers/app';

/**
 * What customers write on WhatsApp, and the cars of the demo lot that must (and must not) be given
 * to the AI for it. Codes are the demo CRM's (DM1001 Onix LT 2020 R$ 62.900 manual branco…).
 */
const QUESTIONS: { ask: string; must: string[]; mustNot?: string[]; kind?: 'exact' | 'closest' }[] = [
  { ask: 'tem onix?', must: ['DM1001', 'DM1002'], mustNot: ['DM1006'] },
  { ask: 'onix 2020 até 60 mil', must: ['DM1001'], kind: 'closest' },
  { ask: 'tem SUV automático?', must: ['DM1041', 'DM1034'], mustNot: ['DM1001', 'DM1005'] },
  { ask: 'vcs tem corola?', must: ['DM1022'], mustNot: ['DM1027'] },
  { ask: 'quero um hb20 automatico', must: ['DM1019'], mustNot: ['DM1018', 'DM1020'] },
  { ask: 'hb 20 manual', must: ['DM1018'], mustNot: ['DM1019'] },
  { ask: 'tem gol?', must: ['DM1006'], mustNot: ['DM1007'] },
  { ask: 'procuro picape diesel', must: ['DM1005', 'DM1025'], mustNot: ['DM1016', 'DM1035'] },
  { ask: 'carro até 50 mil', must: ['DM1013', 'DM1031', 'DM1006', 'DM1039'], mustNot: ['DM1001'] },
  { ask: 'tem algum sedan entre 70 e 90 mil?', must: ['DM1003', 'DM1014', 'DM1038'], mustNot: ['DM1022'] },
  { ask: 'T-Cross 2021', must: ['DM1009'], mustNot: ['DM1010'] },
  { ask: 'tcross', must: ['DM1009'] },
  { ask: 'toyota hilux 4x4', must: ['DM1025'], mustNot: ['DM1022'] },
  { ask: 'jeep compass diesel', must: ['DM1035'], mustNot: ['DM1036'] },
  { ask: 'quanto tá o civic?', must: ['DM1027'], mustNot: ['DM1029'] },
  { ask: 'tem fusca?', must: [], mustNot: [], kind: 'closest' },
  { ask: 'vocês têm HR-V?', must: ['DM1028'] },
  { ask: 'renegade verde', must: ['DM1034'] },
  { ask: 'quero um carro branco automático até 90 mil', must: ['DM1019'], mustNot: ['DM1001'] },
  { ask: 'suv até 100 mil', must: ['DM1041'], mustNot: ['DM1009', 'DM1026'] },
  { ask: 'kicks ou creta?', must: ['DM1037', 'DM1021'] },
  { ask: 'chevrolet tracker', must: ['DM1004'], mustNot: ['DM1001'] },
  { ask: 'corolla 2021 pra cima', must: ['DM1023'], mustNot: ['DM1027'] },
  { ask: 'tem peugeot 208?', must: ['DM1042'] },
  { ask: 'mobi ou kwid baratinho', must: ['DM1013', 'DM1031'] },
  { ask: 'pouco rodado, até 30 mil km', must: ['DM1031'], mustNot: ['DM1025'] },
  { ask: 'fiat toro automática', must: ['DM1015'], mustNot: ['DM1016'] },
  { ask: 'ranger ou amarok', must: ['DM1040', 'DM1011'] },
  { ask: 'uns 70 mil num hatch', must: ['DM1032'], mustNot: ['DM1006'] },
  { ask: 'city 2021', must: ['DM1029'], mustNot: ['DM1027'] },
  { ask: 'nissan versa preto', must: ['DM1038'], kind: 'closest' },
  { ask: 'tem eco sport?', must: ['DM1041'] },
  { ask: 'R$ 150.000 compass', must: ['DM1035', 'DM1036'] },
  { ask: 'onix plus', must: ['DM1003'], mustNot: ['DM1001'] },
  { ask: 'Tem Corolla Cross?', must: ['DM1026'], mustNot: ['DM1022'] },
];

let t: TestApp;
let organizationId: string;
const codeOf = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  organizationId = (await createOrganization(t.db)).id;
  await applyCrmStock(t.db, organizationId, demoStock('http://localhost:3000'), new Date());
  const rows = await t.db.select({ id: vehicles.id, code: vehicles.externalId }).from(vehicles);
  for (const row of rows) codeOf.set(row.id, row.code ?? '');
});
afterAll(() => t.close());

describe('stock search in customers’ words', () => {
  it.each(QUESTIONS)('"$ask"', async ({ ask, must, mustNot = [], kind }) => {
    const found = await findCarsFor(t.db, organizationId, ask);
    expect(found).not.toBeNull();
    const codes = found?.cars.map((car) => codeOf.get(car.id)) ?? [];
    expect(found?.cars.length).toBeGreaterThan(0);
    expect(found?.cars.length).toBeLessThanOrEqual(5);
    for (const code of must) expect(codes, `${ask} → ${codes.join(',')}`).toContain(code);
    for (const code of mustNot) expect(codes, `${ask} → ${codes.join(',')}`).not.toContain(code);
    if (kind) expect(found?.kind).toBe(kind);
    else expect(found?.kind).toBe('exact');
  });

  it('a message that asks for no car searches nothing', async () => {
    expect(await findCarsFor(t.db, organizationId, 'bom dia, tudo bem?')).toBeNull();
  });

  it('offers only cars of the asking organization that are for sale', async () => {
    const other = (await createOrganization(t.db)).id;
    expect((await findCarsFor(t.db, other, 'tem onix?'))?.kind).toBe('none');
    await t.db
      .update(vehicles)
      .set({ status: 'sold' })
      .where(inArray(vehicles.externalId, ['DM1001', 'DM1002']));
    const found = await findCarsFor(t.db, organizationId, 'tem onix?');
    const codes = found?.cars.map((car) => codeOf.get(car.id));
    expect(codes).not.toContain('DM1001');
    expect(codes).not.toContain('DM1002');
    await t.db
      .update(vehicles)
      .set({ status: 'available' })
      .where(inArray(vehicles.externalId, ['DM1001', 'DM1002']));
  });
});
