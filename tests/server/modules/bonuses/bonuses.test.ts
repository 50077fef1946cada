import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BonusConfiguration, UserBonus } from '../../../../contract/bonuses';
import { type EngineApp, engineApp } from '../../engine/app';
import { errorOf } from '../../helpers/app';
import { type ShopUser, sellerLead, shop, shopUser } from './shop';

let t: EngineApp;
let admin: ShopUser;
let seller: ShopUser;
let other: ShopUser;
let organizationId: string;

beforeAll(async () => {
  // 31 March 2025, 23:30 in São Paulo (UTC-3): still March there, already April in UTC.
  t = await engineApp();
  t.clock.set(new Date('2025-04-01T02:30:00.000Z'));
  const s = await shop(t.app, t.db);
  organizationId = s.organizationId;
  admin = s.admin;
  seller = await shopUser(t.app, t.db, organizationId, { firstName: 'Bruno' });
  other = await shopUser(t.app, t.db, organizationId, { firstName: 'Carla' });
});
afterAll(() => t.close());

const createBonus = async (body: Record<string, unknown>, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/admin/bonus-configurations', headers, payload: body });

const myBonuses = async (headers: { authorization: string }, month: number, year = 2025) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/user/bonuses?month=${month}&year=${year}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UserBonus[]>();
};

const sell = async (headers: { authorization: string }, id: string, extra: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/leads/${id}`,
    headers,
    payload: { status: 'closed_won', soldChannel: 'OLX', ...extra },
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe('bonus configurations', () => {
  it('derives the type from the category and refuses what the form would refuse', async () => {
    const created = await createBonus({
      name: 'Couro de março',
      category: 'Banco de Couro',
      type: 'sales_goals',
      valueType: 'fixed',
      value: 150,
      targetValue: 2,
      month: 3,
      year: 2025,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<BonusConfiguration>()).toMatchObject({ type: 'accessories', isActive: true });

    const unknown = await createBonus({
      name: 'Outro',
      category: 'Cafézinho',
      valueType: 'fixed',
      value: 1,
      month: 3,
      year: 2025,
    });
    expect(unknown.json<BonusConfiguration>().type).toBe('general');

    const zero = await createBonus({
      name: 'X',
      category: 'Meta Viagem',
      valueType: 'fixed',
      value: 0,
      month: 3,
      year: 2025,
    });
    expect(zero.statusCode).toBe(400);
    expect(errorOf(zero).message).toBe(
      'Preencha todos os campos obrigatórios (Nome, Categoria, Tipo de Valor e Valor)',
    );

    const badMonth = await createBonus({
      name: 'X',
      category: 'Meta Viagem',
      valueType: 'fixed',
      value: 5,
      month: 13,
      year: 2025,
    });
    expect(badMonth.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(badMonth))).toContain('month');
  });

  it('is for admins only, pages in the simple-rest dialect and hides other shops', async () => {
    expect(
      (
        await createBonus(
          { name: 'Y', category: 'Meta Viagem', valueType: 'fixed', value: 5, month: 3, year: 2025 },
          seller.headers,
        )
      ).statusCode,
    ).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/bonus-configurations?range=[0,0]&sort=["name","ASC"]&filter={"month":3,"year":2025}',
      headers: admin.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['content-range']).toMatch(/^bonus-configurations 0-0\/2$/);
    const [first] = list.json<BonusConfiguration[]>();
    expect(first?.name).toBe('Couro de março');

    const foreign = await shop(t.app, t.db);
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/admin/bonus-configurations/${first?.id}`,
        headers: foreign.admin.headers,
      });
      expect(response.statusCode).toBe(404);
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/bonus-configurations/${first?.id}`,
      headers: foreign.admin.headers,
      payload: {
        name: 'Roubado',
        category: 'Meta Viagem',
        valueType: 'fixed',
        value: 5,
        month: 3,
        year: 2025,
      },
    });
    expect(put.statusCode).toBe(404);
  });
});

describe('progress measured from the board', () => {
  it('counts the sales and ticked extras of the month in São Paulo time, pays fixed or a percentage', async () => {
    await createBonus({
      name: 'Meta de vendas',
      category: 'Meta Dinheiro',
      valueType: 'percentage',
      value: 1,
      targetValue: 2,
      month: 3,
      year: 2025,
    });
    await createBonus({
      name: 'Seguro',
      category: 'Seguro Alamo',
      valueType: 'fixed',
      value: 80,
      targetValue: 1,
      month: 3,
      year: 2025,
    });
    await createBonus({
      name: 'Abril',
      category: 'Meta Brindes',
      valueType: 'fixed',
      value: 50,
      targetValue: 1,
      month: 4,
      year: 2025,
    });

    const first = await sellerLead(t.db, seller);
    const second = await sellerLead(t.db, seller);
    await sell(seller.headers, first.id, { saleValue: 50000, saleItems: ['banco_couro', 'insurance_alamo'] });
    await sell(seller.headers, second.id, { saleValue: 30000, saleItems: ['banco_couro'] });
    // Another seller's sale counts for that seller only.
    await sell(other.headers, (await sellerLead(t.db, other)).id, {
      saleValue: 10000,
      saleItems: ['banco_couro'],
    });

    const march = await myBonuses(seller.headers, 3);
    const byName = new Map(march.map((bonus) => [bonus.bonusConfig.name, bonus]));
    expect(byName.get('Couro de março')).toMatchObject({
      measured: 2,
      progress: 100,
      achieved: true,
      payout: 150,
    });
    expect(byName.get('Meta de vendas')).toMatchObject({ measured: 2, achieved: true, payout: 800 });
    expect(byName.get('Seguro')).toMatchObject({ measured: 1, achieved: true, payout: 80 });
    expect(byName.get('Outro')).toMatchObject({ measured: 2, achieved: true });
    expect(byName.has('Abril')).toBe(false);

    const carla = new Map(
      (await myBonuses(other.headers, 3)).map((bonus) => [bonus.bonusConfig.name, bonus]),
    );
    expect(carla.get('Couro de março')).toMatchObject({
      measured: 1,
      progress: 50,
      achieved: false,
      payout: 0,
    });

    // The sale at 23:30 of 31 March (local) is not April's.
    const april = await myBonuses(seller.headers, 4);
    expect(april.map((bonus) => [bonus.bonusConfig.name, bonus.measured])).toEqual([['Abril', 0]]);
  });

  it('a sale moved out of Vendidos stops counting; a review recorded by an admin counts', async () => {
    const lead = await sellerLead(t.db, other);
    await sell(other.headers, lead.id, { saleItems: ['banco_couro'] });
    let carla = new Map((await myBonuses(other.headers, 3)).map((bonus) => [bonus.bonusConfig.name, bonus]));
    expect(carla.get('Couro de março')?.achieved).toBe(true);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/leads/${lead.id}`,
      headers: other.headers,
      payload: { status: 'negotiating' },
    });
    carla = new Map((await myBonuses(other.headers, 3)).map((bonus) => [bonus.bonusConfig.name, bonus]));
    expect(carla.get('Couro de março')?.achieved).toBe(false);

    await createBonus({
      name: 'Cinco estrelas',
      category: 'Avaliação 5 Estrelas',
      valueType: 'fixed',
      value: 30,
      targetValue: 1,
      month: 3,
      year: 2025,
    });
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/admin/seller-reviews',
      headers: admin.headers,
      payload: { userId: other.id, reviewedOn: '2025-03-20', customerName: 'Dona Rosa' },
    });
    expect(review.statusCode, review.body).toBe(201);
    carla = new Map((await myBonuses(other.headers, 3)).map((bonus) => [bonus.bonusConfig.name, bonus]));
    expect(carla.get('Cinco estrelas')).toMatchObject({ measured: 1, achieved: true, payout: 30 });
  });

  it('lets a seller switch its own bonus only, and ranks the sellers of the month', async () => {
    const [mine] = await myBonuses(seller.headers, 3);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/bonuses/${mine?.id}/toggle`,
      headers: seller.headers,
      payload: { enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await myBonuses(seller.headers, 3))[0]?.isEnabled).toBe(false);
    const stolen = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/bonuses/${mine?.id}/toggle`,
      headers: other.headers,
      payload: { enabled: true },
    });
    expect(stolen.statusCode).toBe(404);

    const ranking = await t.app.inject({
      method: 'GET',
      url: '/api/admin/bonus-ranking?month=3&year=2025',
      headers: admin.headers,
    });
    expect(ranking.statusCode, ranking.body).toBe(200);
    const rows = ranking.json<{ ranking: { name: string; salesCount: number; salesValue: number }[] }>()
      .ranking;
    expect(rows[0]).toMatchObject({ salesCount: 2, salesValue: 80000 });
    expect(rows[0]?.name).toContain('Bruno');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/bonus-ranking', headers: seller.headers }))
        .statusCode,
    ).toBe(403);
  });
});
