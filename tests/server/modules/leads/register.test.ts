import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadDetail } from '../../../../contract/lead-register';
import type { Lead } from '../../../../contract/leads';
import { createTestApp, type TestApp } from '../../helpers/app';
import { type ShopUser, sellerLead, shop, shopUser } from '../bonuses/shop';

let t: TestApp;
let admin: ShopUser;
let bruno: ShopUser;
let carla: ShopUser;
let hot: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  const s = await shop(t.app, t.db);
  admin = s.admin;
  bruno = await shopUser(t.app, t.db, s.organizationId, { firstName: 'Bruno' });
  carla = await shopUser(t.app, t.db, s.organizationId, { firstName: 'Carla' });
  hot = await sellerLead(t.db, bruno, {
    contactName: 'Silva; "Zé" =1+1',
    qualificationLevel: 'HOT',
    createdAt: new Date('2025-03-05T12:00:00Z'),
  });
  await sellerLead(t.db, bruno, {
    contactName: 'Ana Lima',
    qualificationLevel: 'COLD',
    createdAt: new Date('2025-02-10T12:00:00Z'),
  });
  await sellerLead(t.db, carla, {
    contactName: 'Pedro Alves',
    qualificationLevel: 'HOT',
    createdAt: new Date('2025-03-06T12:00:00Z'),
  });
  const moved = await t.app.inject({
    method: 'PATCH',
    url: `/api/leads/${hot.id}`,
    headers: bruno.headers,
    payload: { status: 'closed_won', soldChannel: 'OLX', saleValue: 45900.5, saleItems: ['banco_couro'] },
  });
  expect(moved.statusCode, moved.body).toBe(200);
});
afterAll(() => t.close());

const list = async (headers: { authorization: string }, query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/leads?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json<Lead[]>(), range: response.headers['content-range'] };
};
const filter = (value: object) => `filter=${encodeURIComponent(JSON.stringify(value))}`;

describe('GET /api/leads', () => {
  it('pages, sorts and filters in the simple-rest dialect', async () => {
    const page = await list(admin.headers, 'range=[0,1]&sort=["contactName","ASC"]');
    expect(page.range).toBe('leads 0-1/3');
    expect(page.rows.map((row) => row.contactName)).toEqual(['Ana Lima', 'Pedro Alves']);

    const hotMarch = await list(
      admin.headers,
      filter({ qualificationLevel: 'HOT', createdFrom: '2025-03-01', createdTo: '2025-03-05' }),
    );
    expect(hotMarch.rows.map((row) => row.contactName)).toEqual(['Silva; "Zé" =1+1']);
    expect(hotMarch.rows[0]).toMatchObject({
      status: 'closed_won',
      sellerName: 'Bruno Souza',
      saleValue: 45900.5,
      saleItems: ['banco_couro'],
    });

    const carlas = await list(
      admin.headers,
      filter({ assignedUserId: carla.id, status: ['new', 'qualified'] }),
    );
    expect(carlas.rows.map((row) => row.contactName)).toEqual(['Pedro Alves']);
    expect((await list(admin.headers, filter({ q: 'lima' }))).rows.map((row) => row.contactName)).toEqual([
      'Ana Lima',
    ]);

    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/leads?${filter({ status: 'won' })}`,
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('filter.status');
  });

  it('shows a seller only its own leads, and another shop nothing', async () => {
    const mine = await list(bruno.headers, '');
    expect(mine.rows.map((row) => row.contactName).sort()).toEqual(['Ana Lima', 'Silva; "Zé" =1+1']);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/leads/${hot.id}`, headers: carla.headers })).statusCode,
    ).toBe(404);
    const foreign = await shop(t.app, t.db);
    expect((await list(foreign.admin.headers, '')).rows).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/leads/${hot.id}`, headers: foreign.admin.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps the history of board moves with who and when', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/leads/${hot.id}`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<LeadDetail>().history).toMatchObject([
      {
        kind: 'status',
        fromValue: 'new',
        toValue: 'closed_won',
        actorName: expect.stringContaining('Bruno'),
        reason: 'OLX',
      },
    ]);
  });
});

describe('GET /api/leads/export.csv', () => {
  it('streams the filtered set for Excel in Brazil: BOM, pt-BR headers, ; and escaping', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/leads/export.csv?${filter({ qualificationLevel: 'HOT' })}&sort=${encodeURIComponent('["contactName","DESC"]')}`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="leads-.*\.csv"/);
    const text = response.body;
    expect(text.startsWith('\uFEFFContato;Telefone;Instância;Vendedor;Status;')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^"Silva; ""Zé"" =1\+1";\d+;Loja de Bruno;Bruno Souza;Vendidos;HOT;;05\/03\/2025 09:00;/,
    );
    expect(lines[1]).toContain(';OLX;45.900,50;Banco de Couro');
    expect(lines[2]).toMatch(/^Pedro Alves;/);

    const seller = await t.app.inject({
      method: 'GET',
      url: '/api/leads/export.csv',
      headers: carla.headers,
    });
    expect(seller.body.trim().split('\r\n')).toHaveLength(2);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/leads/export.csv?${filter({ createdFrom: 'ontem' })}`,
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
