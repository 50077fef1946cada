import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinTable } from '../../../../server/gateways/price-table/builtin/builtin-table';
import { BUILTIN_PRICES } from '../../../../server/gateways/price-table/builtin/reference-prices';
import { createFipeTable } from '../../../../server/gateways/price-table/fipe/fipe-table';
import { PriceTableError } from '../../../../server/gateways/price-table/port';
import { createTestApp, errorOf, signedInUser, type TestApp } from '../../helpers/app';
import { type FakeFipe, startFakeFipe } from './fake-fipe';

let fipe: FakeFipe;
beforeAll(async () => {
  fipe = await startFakeFipe();
});
afterAll(() => fipe.close());

describe('FIPE adapter', () => {
  it('walks brands, models and years to the price, matching names without accents or case', async () => {
    const table = createFipeTable({ baseUrl: fipe.url });
    const quote = await table.quote({ brand: 'volkswagen', model: 'GOL', year: 2015 });
    // "Gol" is the Gol, not the Golf listed before it.
    expect(quote).toEqual({
      reference: 38_412,
      month: 'novembro de 2026',
      brand: 'VW - VolksWagen',
      model: 'Gol 1.0 Mi Total Flex 8V 4p',
      year: 2015,
    });
  });

  it('finds a year whatever its fuel code', async () => {
    const table = createFipeTable({ baseUrl: fipe.url });
    const quote = await table.quote({ brand: 'Toyota', model: 'Corolla XEi', year: 2020 });
    expect(quote?.reference).toBe(104_871);
  });

  it('answers null for a brand, model or year the table does not list', async () => {
    const table = createFipeTable({ baseUrl: fipe.url });
    expect(await table.quote({ brand: 'Lada', model: 'Niva', year: 1990 })).toBeNull();
    expect(await table.quote({ brand: 'VW', model: 'Fusca', year: 2015 })).toBeNull();
    expect(await table.quote({ brand: 'VW', model: 'Gol', year: 2019 })).toBeNull();
  });

  it('asks the API once for a car quoted twice', async () => {
    const table = createFipeTable({ baseUrl: fipe.url });
    const before = fipe.requests.length;
    await table.quote({ brand: 'Toyota', model: 'Corolla', year: 2020 });
    const first = fipe.requests.length - before;
    await table.quote({ brand: 'Toyota', model: 'Corolla', year: 2020 });
    expect(first).toBe(4);
    expect(fipe.requests.length - before).toBe(4);
  });

  it('asks again once the cache is old', async () => {
    let now = 0;
    const table = createFipeTable({ baseUrl: fipe.url, cacheMs: 1000, now: () => now });
    await table.quote({ brand: 'Toyota', model: 'Corolla', year: 2020 });
    const before = fipe.requests.length;
    now = 5000;
    await table.quote({ brand: 'Toyota', model: 'Corolla', year: 2020 });
    expect(fipe.requests.length - before).toBe(4);
  });

  it('a failing API is a PriceTableError, not a missing car', async () => {
    const table = createFipeTable({ baseUrl: fipe.url });
    fipe.failNext = 1;
    await expect(table.quote({ brand: 'Toyota', model: 'Corolla', year: 2020 })).rejects.toBeInstanceOf(
      PriceTableError,
    );
  });

  it('an unreachable API is a PriceTableError', async () => {
    const table = createFipeTable({ baseUrl: 'http://127.0.0.1:9/fipe', timeoutMs: 500 });
    await expect(table.quote({ brand: 'Toyota', model: 'Corolla', year: 2020 })).rejects.toBeInstanceOf(
      PriceTableError,
    );
  });
});

describe('built-in table', () => {
  const table = createBuiltinTable();

  it('holds at least 100 popular models and years', () => {
    const entries = BUILTIN_PRICES.reduce((sum, [, , , prices]) => sum + prices.length, 0);
    expect(BUILTIN_PRICES.length).toBeGreaterThanOrEqual(50);
    expect(entries).toBeGreaterThanOrEqual(100);
    const models = BUILTIN_PRICES.map(([, model]) => model);
    for (const popular of [
      'Gol',
      'Onix',
      'HB20',
      'Corolla',
      'Civic',
      'Compass',
      'Strada',
      'Kwid',
      'Up!',
      'T-Cross',
    ]) {
      expect(models).toContain(popular);
    }
  });

  it('an older year of a model is worth less than a newer one', async () => {
    for (const [brand, model, firstYear, prices] of BUILTIN_PRICES) {
      expect(
        prices.every((price, i) => i === 0 || price > (prices[i - 1] ?? 0)),
        `${brand} ${model}`,
      ).toBe(true);
      expect(firstYear).toBeGreaterThan(2000);
    }
  });

  it('quotes by brand alias, accents and case', async () => {
    const gol = await table.quote({ brand: 'vw', model: 'gol', year: 2015 });
    expect(gol).toMatchObject({ brand: 'Volkswagen', model: 'Gol', year: 2015, month: 'novembro de 2026' });
    expect(gol?.reference).toBeGreaterThan(20_000);
    expect(await table.quote({ brand: 'Citroen', model: 'c3', year: 2018 })).toMatchObject({
      brand: 'Citroën',
    });
    expect(await table.quote({ brand: 'Honda', model: 'hrv', year: 2020 })).toMatchObject({ model: 'HR-V' });
  });

  it('tells the Onix from the Onix Plus and knows no year outside the table', async () => {
    const onix = await table.quote({ brand: 'Chevrolet', model: 'Onix', year: 2022 });
    const plus = await table.quote({ brand: 'Chevrolet', model: 'Onix Plus', year: 2022 });
    expect(onix?.model).toBe('Onix');
    expect(plus?.model).toBe('Onix Plus');
    expect(await table.quote({ brand: 'Chevrolet', model: 'Onix', year: 1995 })).toBeNull();
  });
});

describe('GET /api/price-table/quote', () => {
  let t: TestApp;
  let fipeApp: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    fipeApp = await createTestApp({ priceTable: 'fipe', fipeApiUrl: fipe.url });
  });
  afterAll(async () => {
    await t.close();
    await fipeApp.close();
  });

  it('answers the reference of the built-in table', async () => {
    const seller = await signedInUser(t, 'vendedor');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/price-table/quote?brand=Volkswagen&model=Gol&year=2015',
      headers: seller.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ currency: 'BRL', source: 'builtin', month: 'novembro de 2026' });
  });

  it('answers FIPE when configured', async () => {
    const seller = await signedInUser(fipeApp, 'vendedor');
    const response = await fipeApp.app.inject({
      method: 'GET',
      url: '/api/price-table/quote?brand=VW&model=Gol&year=2016',
      headers: seller.headers,
    });
    expect(response.json()).toMatchObject({ reference: 40_120, currency: 'BRL', source: 'fipe' });
  });

  it('a car not in the table is a 404 in pt-BR', async () => {
    const seller = await signedInUser(t, 'vendedor');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/price-table/quote?brand=Lada&model=Niva&year=1990',
      headers: seller.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe('Veículo não encontrado na tabela de referência');
  });

  it('a year that is not a number is a 400 naming year', async () => {
    const seller = await signedInUser(t, 'vendedor');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/price-table/quote?brand=VW&model=Gol&year=dois',
      headers: seller.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(response).details)).toContain('year');
  });
});
