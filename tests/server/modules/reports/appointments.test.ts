import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentsReport, FunnelReport } from '../../../../contract/reports';
import { appointments, conversations, leads } from '../../../../server/db/schema';
import { createInstanceRow, createTestApp, errorOf, signedInUser, type TestApp } from '../../helpers/app';
import { addConversation } from './fixture';
import { PERIOD, type PreparedShop, prepareShop } from './setup';

/**
 * The week of setup.ts with these appointments (São Paulo, UTC−3; Bruno is seller 1, Diana seller 2):
 *   A1 lead 1 (sold, Bruno's)       Tue 10:00  done       ai     no seller set → Bruno
 *   A2 lead 2 (negotiating, Bruno)  Wed 10:00  no_show    staff  Bruno
 *   A3 lead 3 (lost, Diana's)       Thu 10:00  done       ai     Diana
 *   A4 lead 5 (qualified, Bruno)    Fri 10:00  cancelled  ai     no seller → Bruno
 *   A5 lead 6 (no assignee)         Sat 10:00  scheduled  ai     no seller → instance owner Bruno
 *   A6 an older lead (Bruno's)      Wed 15:00  no_show    staff  Diana attends it
 *   A7 lead 2                       Mon 00:00 after the week, done: outside the report's period
 */

let t: TestApp;
let shop: PreparedShop;

const leadOf = async (createdAt: string, instanceId: string) => {
  const [row] = await t.db
    .select({ id: leads.id })
    .from(leads)
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .where(eq(conversations.createdAt, new Date(createdAt)));
  if (!row) throw new Error(`no lead for ${createdAt} on ${instanceId}`);
  return row.id;
};

beforeAll(async () => {
  t = await createTestApp();
  shop = await prepareShop(t);
  const lead = {
    1: await leadOf('2025-03-10T12:00:00.000Z', shop.firstInstance),
    2: await leadOf('2025-03-11T13:00:00.000Z', shop.firstInstance),
    3: await leadOf('2025-03-12T14:00:00.000Z', shop.secondInstance),
    5: await leadOf('2025-03-14T16:00:00.000Z', shop.firstInstance),
    6: await leadOf('2025-03-17T02:59:00.000Z', shop.firstInstance),
  };
  const older = await addConversation(t.db, {
    organizationId: shop.organizationId,
    instanceId: shop.firstInstance,
    createdAt: '2025-02-20T12:00:00.000Z',
    messages: [],
    lead: { status: 'qualified' },
  });
  const [olderLead] = await t.db.select({ id: leads.id }).from(leads).where(eq(leads.conversationId, older));
  const visit = (
    leadId: string,
    startsAt: string,
    status: 'scheduled' | 'done' | 'no_show' | 'cancelled',
    source: 'ai' | 'staff',
    sellerId: string | null,
  ) => ({
    organizationId: shop.organizationId,
    leadId,
    kind: 'test_drive' as const,
    startsAt: new Date(startsAt),
    durationMinutes: 60,
    status,
    source,
    sellerId,
  });
  await t.db
    .insert(appointments)
    .values([
      visit(lead[1], '2025-03-11T13:00:00Z', 'done', 'ai', null),
      visit(lead[2], '2025-03-12T13:00:00Z', 'no_show', 'staff', shop.first.id),
      visit(lead[3], '2025-03-13T13:00:00Z', 'done', 'ai', shop.second.id),
      visit(lead[5], '2025-03-14T13:00:00Z', 'cancelled', 'ai', null),
      visit(lead[6], '2025-03-15T13:00:00Z', 'scheduled', 'ai', null),
      visit(olderLead?.id ?? '', '2025-03-12T18:00:00Z', 'no_show', 'staff', shop.second.id),
      visit(lead[2], '2025-03-17T03:00:00Z', 'done', 'staff', shop.first.id),
    ]);
  // Another shop's visit in the same week never counts.
  const other = await signedInUser(t, 'admin');
  const instanceId = (await createInstanceRow(t.db, other.organizationId, other.id)).id;
  const at = '2025-03-12T15:00:00.000Z';
  const chat = await addConversation(t.db, {
    organizationId: other.organizationId,
    instanceId,
    createdAt: at,
    messages: [],
    lead: { status: 'new' },
  });
  const [otherLead] = await t.db.select({ id: leads.id }).from(leads).where(eq(leads.conversationId, chat));
  await t.db
    .insert(appointments)
    .values({ ...visit(otherLead?.id ?? '', at, 'done', 'ai', null), organizationId: other.organizationId });
});

afterAll(async () => {
  await t.close();
});

async function get<T>(path: string, headers: { authorization: string }, query = PERIOD): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url: `/api/reports/${path}?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

describe('appointments report', () => {
  it('counts the week’s appointments by source, the show rate and no-shows per seller', async () => {
    const report = await get<AppointmentsReport>('appointments', shop.admin.headers);
    expect(report).toMatchObject({ appointments: 6, done: 2, noShow: 2, cancelled: 1, showRate: 0.5 });
    expect(report.bySource).toEqual([
      { source: 'ai', appointments: 4 },
      { source: 'staff', appointments: 2 },
    ]);
    expect(report.bySeller).toEqual([
      {
        sellerId: shop.first.id,
        sellerName: 'Bruno Teste',
        appointments: 4,
        done: 1,
        noShow: 1,
        showRate: 0.5,
      },
      {
        sellerId: shop.second.id,
        sellerName: 'Diana Teste',
        appointments: 2,
        done: 1,
        noShow: 1,
        showRate: 0.5,
      },
    ]);
  });

  it('shows a seller only the appointments it attends', async () => {
    const report = await get<AppointmentsReport>(
      'appointments',
      shop.second.headers,
      `${PERIOD}&sellerId=${shop.first.id}`,
    );
    expect(report).toMatchObject({ appointments: 2, done: 1, noShow: 1, cancelled: 0, showRate: 0.5 });
    expect(report.bySource).toEqual([
      { source: 'ai', appointments: 1 },
      { source: 'staff', appointments: 1 },
    ]);
    expect(report.bySeller.map((row) => row.sellerName)).toEqual(['Diana Teste']);
  });

  it('reads a single day, with no show rate while none was marked', async () => {
    const report = await get<AppointmentsReport>(
      'appointments',
      shop.admin.headers,
      'from=2025-03-15&to=2025-03-15',
    );
    expect(report).toMatchObject({ appointments: 1, done: 0, noShow: 0, showRate: null });
  });

  it('is refused on the Starter plan and over a period longer than a year', async () => {
    const starter = await signedInUser(t, 'admin');
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/reports/appointments?${PERIOD}`,
      headers: starter.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ error: 'plan_limit' });
    const tooLong = await t.app.inject({
      method: 'GET',
      url: '/api/reports/appointments?from=2024-01-01&to=2025-01-01',
      headers: shop.admin.headers,
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('funnel visit steps', () => {
  it('counts the week’s leads with a visit booked and with one attended, whenever it was', async () => {
    const funnel = await get<FunnelReport>('funnel', shop.admin.headers);
    expect(funnel.steps).toEqual([
      { key: 'conversations', count: 6, conversion: null },
      { key: 'qualified', count: 3, conversion: 0.5 },
      { key: 'visit_scheduled', count: 4, conversion: 4 / 6 },
      { key: 'visited', count: 3, conversion: 3 / 4 },
      { key: 'negotiating', count: 2, conversion: 2 / 3 },
      { key: 'closed_won', count: 1, conversion: 0.5 },
    ]);
  });

  it('gives a seller the visit steps of its own leads', async () => {
    const funnel = await get<FunnelReport>('funnel', shop.second.headers);
    expect(funnel.steps.find((step) => step.key === 'visit_scheduled')).toEqual({
      key: 'visit_scheduled',
      count: 1,
      conversion: 0.5,
    });
    expect(funnel.steps.find((step) => step.key === 'visited')).toEqual({
      key: 'visited',
      count: 1,
      conversion: 1,
    });
  });
});
