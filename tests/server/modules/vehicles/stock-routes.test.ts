import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../../../server/db/schema';
import { type EngineApp, engineApp } from '../../engine/app';
import {
  customerSends,
  monitorOf,
  newCustomer,
  openShop,
  phoneOf,
  quietPeriodPasses,
  type Shop,
} from '../../engine/shop';

let t: EngineApp;
let shop: Shop;
let other: Shop;

const api = (who: Shop, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, payload });

const CSV = [
  'Marca;Modelo;Versão;Ano;Ano Modelo;KM;Preço;Cor;Câmbio;Placa;Código',
  'Fiat;Uno;Way 1.0;2018;2019;72.000;38.900,00;Prata;Manual;ABC1D23;U1',
  ';Palio;Fire;2015;2015;90000;25000;Branco;Manual;;P1',
  'Honda;Fit;LX;2016;2016;80.000;;Azul;Manual;;F1',
  'Volkswagen;Up;Move 1.0;2019;2019;41.500;"47.500,00";Vermelho;Manual;XYZ9W87;V1',
].join('\n');

beforeAll(async () => {
  t = await engineApp();
  shop = await openShop(t);
  other = await openShop(t);
  const saved = await api(shop, 'POST', '/api/user/autocerto-config', {
    provider: 'demo',
    autocertoUsername: 'demo',
    autocertoPassword: 'demo',
  });
  expect(saved.statusCode, saved.body).toBe(201);
  await t.app.jobs.runDue();
});
afterAll(() => t.close());

describe('stock routes', () => {
  it('lists the synced demo stock with paging, sort and filters', async () => {
    const page = await api(
      shop,
      'GET',
      '/api/vehicles?range=[0,9]&sort=["price","ASC"]&filter={"status":"available"}',
    );
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-range']).toMatch(/^vehicles 0-9\/4\d$/);
    const prices = page.json().map((car: { price: number }) => car.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const onix = await api(
      shop,
      'GET',
      '/api/vehicles?filter={"make":"chevrolet","model":"onix","priceMax":70000}',
    );
    expect(onix.json().map((car: { model: string; price: number }) => [car.model, car.price])).toEqual([
      ['Onix', 62900],
    ]);
  });

  it('answers 404 for another organization’s car and 409 for changing a CRM car', async () => {
    const [car] = await t.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.organizationId, shop.organizationId))
      .limit(1);
    expect((await api(other, 'GET', `/api/vehicles/${car?.id}`)).statusCode).toBe(404);
    const body = { make: 'Fiat', model: 'Uno', year: 2018, modelYear: 2019, km: 1, price: 1000 };
    expect((await api(other, 'PUT', `/api/vehicles/${car?.id}`, body)).statusCode).toBe(404);
    const changed = await api(shop, 'PUT', `/api/vehicles/${car?.id}`, body);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toContain('Autocerto');
  });

  it('previews a pt-BR CSV with its bad lines, then stores only the good ones (again without duplicates)', async () => {
    const preview = await api(other, 'POST', '/api/vehicles/import/preview', { kind: 'csv', content: CSV });
    expect(preview.statusCode, preview.body).toBe(200);
    const result = preview.json();
    expect(result).toMatchObject({ valid: 2, invalid: 2 });
    expect(result.rows[1]).toMatchObject({ line: 3, errors: ['Marca é obrigatório'] });
    expect(result.rows[2]).toMatchObject({ line: 4, errors: ['Preço é obrigatório'] });
    expect(
      await t.db.select().from(vehicles).where(eq(vehicles.organizationId, other.organizationId)),
    ).toHaveLength(0);

    const stored = await api(other, 'POST', '/api/vehicles/import', { kind: 'csv', content: CSV });
    expect(stored.json()).toEqual({ inserted: 2, updated: 0, invalid: 2 });
    const again = await api(other, 'POST', '/api/vehicles/import', { kind: 'csv', content: CSV });
    expect(again.json()).toEqual({ inserted: 0, updated: 2, invalid: 2 });
    const up = (await api(other, 'GET', '/api/vehicles?filter={"model":"Up"}')).json()[0];
    expect(up).toMatchObject({ price: 47500, km: 41500, source: 'csv', plate: 'XYZ9W87' });
  });

  it('refuses a car typed in with a too-long model, naming what is wrong with each field', async () => {
    const refused = await api(shop, 'POST', '/api/vehicles', {
      make: 'Fiat',
      model: 'U'.repeat(120),
      version: 'V'.repeat(120),
      year: 2020,
      modelYear: 2020,
      km: 0,
      price: 45000,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { field: 'model', message: 'Modelo deve ter no máximo 100 caracteres' },
      { field: 'version', message: 'Versão deve ter no máximo 100 caracteres' },
    ]);
  });

  it('refuses a feed on a private address', async () => {
    const refused = await api(other, 'POST', '/api/vehicles/import/preview', {
      kind: 'feed',
      url: 'http://127.0.0.1:9/estoque.xml',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('público');
  });

  it('the AI quotes the stored price of the car the customer asked for, and the monitor lists it', async () => {
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Boa tarde! Vocês têm Tracker? Qual o valor?' });
    await quietPeriodPasses(t);
    const [tracker] = await t.db.select().from(vehicles).where(eq(vehicles.model, 'Tracker'));
    const { messages } = await phoneOf(t, shop, contact);
    const text = messages.map((message) => message.content).join('\n');
    expect(text).toContain('Chevrolet Tracker');
    expect(text).toContain(`R$ ${Number(tracker?.price).toLocaleString('pt-BR')}`);
    const steps = (await monitorOf(t, shop, contact)).flatMap((record) => record.steps);
    const reply = steps.find((step) => step.step === 'ai_reply');
    expect(reply?.details).toMatchObject({ vehiclesOffered: [expect.objectContaining({ id: tracker?.id })] });
  });
});
