/** Who may read the reports, on which plan, and the 400 naming the field of a bad period. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstanceRow, errorOf, signedInUser, type TestApp } from '../../helpers/app';
import { openReportsApp, PERIOD, type PreparedShop } from './setup';

let t: TestApp;
let shop: PreparedShop;

beforeAll(async () => {
  ({ t, shop } = await openReportsApp());
});
afterAll(() => t.close());

describe('access and validation', () => {
  it('answers 404 for another organization’s instance or seller', async () => {
    const other = await signedInUser(t, 'admin');
    const foreignInstance = (await createInstanceRow(t.db, other.organizationId, other.id)).id;
    for (const query of [`instanceId=${foreignInstance}`, `sellerId=${other.id}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/reports/funnel?${PERIOD}&${query}`,
        headers: shop.admin.headers,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses the Starter plan with the plan that unlocks the reports', async () => {
    const starter = await signedInUser(t, 'admin');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/reports/sellers?${PERIOD}`,
      headers: starter.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toMatchObject({
      error: 'plan_limit',
      message: expect.stringContaining('Disponível a partir do plano Professional'),
    });
    // Recomputing the figures, and asking how far it went, are refused the same way.
    const rebuild = await t.app.inject({
      method: 'POST',
      url: '/api/reports/aggregates',
      headers: starter.headers,
      payload: { from: '2025-03-10', to: '2025-03-16' },
    });
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/reports/aggregates?from=2025-03-10&to=2025-03-16&since=2025-03-16T00:00:00.000Z',
      headers: starter.headers,
    });
    for (const refused of [rebuild, status]) {
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused)).toMatchObject({ error: 'plan_limit' });
    }
  });

  it('names the field of a bad period', async () => {
    const cases = [
      { query: 'from=2025-03-16&to=2025-03-10', field: 'from' },
      { query: 'from=2024-01-01&to=2025-01-01', field: 'to' },
      { query: 'from=2025-02-30&to=2025-03-10', field: 'from' },
      { query: 'to=2025-03-10', field: 'from' },
    ];
    for (const { query, field } of cases) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/reports/ai?${query}`,
        headers: shop.admin.headers,
      });
      expect(response.statusCode, query).toBe(400);
      const details = errorOf(response).details as Array<{ field: string }>;
      expect(
        details.map((detail) => detail.field),
        query,
      ).toContain(field);
    }
    const year = await t.app.inject({
      method: 'GET',
      url: '/api/reports/ai?from=2024-01-01&to=2024-12-31',
      headers: shop.admin.headers,
    });
    expect(year.statusCode).toBe(200);
  });

  it('asks for a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/reports/funnel?${PERIOD}` });
    expect(response.statusCode).toBe(401);
  });
});
