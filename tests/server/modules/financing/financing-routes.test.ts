import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createTestApp, errorOf, signedInUser, type TestApp } from '../../helpers/app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let seller: Awaited<ReturnType<typeof signedInUser>>;

const table = {
  minDownPaymentPercent: 15,
  banks: [
    { name: 'Banco Longo', monthlyRate: 1.99, maxTermMonths: 60 },
    { name: 'Banco Curto', monthlyRate: 1.49, maxTermMonths: 36 },
  ],
};

const simulate = (query: string, headers = seller.headers) =>
  t.app.inject({ method: 'GET', url: `/api/financing/simulate?${query}`, headers });

const fieldOf = (response: Parameters<typeof errorOf>[0]) =>
  (errorOf(response).details as { field: string }[] | undefined)?.[0]?.field;

beforeAll(async () => {
  t = await createTestApp();
  const org = await createOrganization(t.db);
  admin = await signedInUser(t, 'admin', org.id);
  seller = await signedInUser(t, 'vendedor', org.id);
});
afterAll(() => t.close());

describe('financing settings', () => {
  it('a new shop reads a default table with banks', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/financing/settings',
      headers: seller.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().banks.length).toBeGreaterThan(0);
  });

  it('a seller cannot change the table', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/financing/settings',
      headers: seller.headers,
      payload: table,
    });
    expect(response.statusCode).toBe(403);
  });

  it('a bank without a name is a 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/financing/settings',
      headers: admin.headers,
      payload: { ...table, banks: [{ name: '', monthlyRate: 1.5, maxTermMonths: 48 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(response).details)).toContain('banks.0.name');
  });

  it('the admin saves the table and sellers read it back', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/financing/settings',
      headers: admin.headers,
      payload: table,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/financing/settings',
      headers: seller.headers,
    });
    expect(read.json()).toEqual(table);
  });
});

describe('financing simulation', () => {
  it('answers one option per bank lending for the term, by the Price table', async () => {
    const response = await simulate('price=60000&downPayment=10000&termMonths=36');
    expect(response.statusCode, response.body).toBe(200);
    const { options } = response.json();
    expect(options).toHaveLength(2);
    // 50000 at 1,49 % over 36: 50000 × 0.0149 / (1 − 1.0149^−36) = 1804.61
    expect(options[0]).toMatchObject({ bank: 'Banco Curto', installment: 1804.61, financed: 50_000 });
    expect(options[1]).toMatchObject({ bank: 'Banco Longo', monthlyRate: 1.99, termMonths: 36 });
  });

  it('leaves out the banks whose longest term is shorter than asked', async () => {
    const response = await simulate('price=60000&downPayment=10000&termMonths=48');
    expect(response.json().options).toEqual([
      {
        bank: 'Banco Longo',
        monthlyRate: 1.99,
        termMonths: 48,
        installment: 1626.78,
        financed: 50_000,
        total: 78_085.44,
      },
    ]);
  });

  it('a down payment under the minimum is a 400 naming downPayment', async () => {
    const response = await simulate('price=60000&downPayment=8000&termMonths=36');
    expect(response.statusCode).toBe(400);
    expect(fieldOf(response)).toBe('downPayment');
    expect(errorOf(response).message).toContain('R$ 9.000,00');
  });

  it('a term longer than every bank offers is a 400 naming termMonths', async () => {
    const response = await simulate('price=60000&downPayment=10000&termMonths=72');
    expect(response.statusCode).toBe(400);
    expect(fieldOf(response)).toBe('termMonths');
  });

  it('a price that is not a number is a 400 naming price', async () => {
    const response = await simulate('price=abc&downPayment=10000&termMonths=36');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(response).details)).toContain('price');
  });
});
