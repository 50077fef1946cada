import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadDetail } from '../../../../contract/lead-register';
import type { LeadBoard } from '../../../../contract/leads';
import { appointments, leads, messages, tradeIns } from '../../../../server/db/schema';
import {
  authHeader,
  createInstanceRow,
  createOrganization,
  createTestApp,
  createUser,
  login,
  type TestApp,
} from '../../helpers/app';
import { createBoardLead } from './fixtures';

/** The board's card carries the lead's next appointment, its trade-in and its financing interest. */

let t: TestApp;
let org: string;
let adminHeaders: { authorization: string };
let sellerHeaders: { authorization: string };
let maria: { id: string; conversationId: string };
let joao: { id: string };

const book = (
  leadId: string,
  startsAt: string,
  status: 'scheduled' | 'confirmed' | 'done' | 'no_show' | 'cancelled',
  kind: 'test_drive' | 'visita' | 'avaliacao_usado' = 'test_drive',
) =>
  t.db
    .insert(appointments)
    .values({
      organizationId: org,
      leadId,
      kind,
      startsAt: new Date(startsAt),
      durationMinutes: 60,
      status,
      source: 'ai',
    })
    .returning({ id: appointments.id })
    .then((rows) => rows[0]?.id ?? '');

let mariaNext = '';
let sellerInstanceId = '';

beforeAll(async () => {
  t = await createTestApp();
  org = (await createOrganization(t.db)).id;
  const admin = await createUser(t.db, org, { role: 'admin' });
  adminHeaders = authHeader(await login(t.app, admin.email, admin.password));
  const seller = await createUser(t.db, org, { role: 'vendedor' });
  sellerHeaders = authHeader(await login(t.app, seller.email, seller.password));
  const sellerInstance = { ...(await createInstanceRow(t.db, org, seller.id)), organizationId: org };
  sellerInstanceId = sellerInstance.id;
  const adminInstance = { ...(await createInstanceRow(t.db, org, admin.id)), organizationId: org };
  maria = await createBoardLead(t.db, sellerInstance, { contactName: 'Maria Silva' });
  joao = await createBoardLead(t.db, adminInstance, {
    contactName: 'João Pereira',
    contactNumber: '5521977776666',
  });
  // Maria: a cancelled earlier one and a done one never count; of two active ones the earlier is next.
  await book(maria.id, '2026-12-05T12:00:00Z', 'cancelled');
  await book(maria.id, '2026-12-01T12:00:00Z', 'done');
  await book(maria.id, '2026-12-10T15:00:00Z', 'scheduled', 'visita');
  mariaNext = await book(maria.id, '2026-12-06T13:00:00Z', 'confirmed');
  await t.db.insert(tradeIns).values({
    organizationId: org,
    leadId: maria.id,
    make: 'Volkswagen',
    model: 'Gol',
    year: 2015,
    createdBy: 'ai',
  });
  await t.db
    .update(leads)
    .set({ financingInterestAt: new Date('2026-11-20T18:30:00Z') })
    .where(eq(leads.id, maria.id));
  // João only had a visit he missed: nothing is next for him.
  await book(joao.id, '2026-11-01T12:00:00Z', 'no_show', 'visita');
});
afterAll(() => t.close());

const board = async (headers: { authorization: string }) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/leads/all', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LeadBoard>();
};

describe('GET /api/leads/all: the agenda, trade-in and financing of each card', () => {
  it('gives the earliest active appointment on the shop clock, the trade-in and the financing interest', async () => {
    const body = await board(adminHeaders);
    const card = body.leads.find((lead) => lead.id === maria.id);
    expect(card?.nextAppointment).toEqual({
      id: mariaNext,
      kind: 'test_drive',
      startsAt: '2026-12-06T10:00:00-03:00',
    });
    expect(card?.hasTradeIn).toBe(true);
    expect(card?.financingInterestAt).toBe('2026-11-20T18:30:00.000Z');
    const other = body.leads.find((lead) => lead.id === joao.id);
    expect(other?.nextAppointment).toBeNull();
    expect(other?.hasTradeIn).toBe(false);
    expect(other?.financingInterestAt).toBeNull();
  });

  it('shows a seller only their own leads, with the same fields', async () => {
    const body = await board(sellerHeaders);
    expect(body.leads.map((lead) => lead.id)).toEqual([maria.id]);
    expect(body.leads[0]?.nextAppointment?.id).toBe(mariaNext);
    expect(body.leads[0]?.hasTradeIn).toBe(true);
  });

  it('gives the same fields on the lead detail', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/leads/${maria.id}`,
      headers: adminHeaders,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ nextAppointment: { id: mariaNext }, hasTradeIn: true });
  });

  it("lists the AI's financing simulations of the lead's chat on its detail, newest first", async () => {
    const line = (content: string, at: string, origin: 'system' | 'contact' = 'system') => ({
      organizationId: org,
      conversationId: maria.conversationId,
      instanceId: sellerInstanceId,
      direction: origin === 'contact' ? ('in' as const) : ('out' as const),
      origin,
      event: origin === 'system' ? ('ai_action' as const) : null,
      content,
      status: origin === 'contact' ? ('received' as const) : ('sent' as const),
      timestamp: new Date(at),
    });
    await t.db.insert(messages).values([
      line(
        'IA simulou financiamento — Corolla XEi 2020 — entrada R$ 10.000,00 — 48x R$ 2.100,00',
        '2026-11-20T18:30:00Z',
      ),
      line(
        'IA simulou financiamento — Onix LT 2021 — entrada R$ 20.000,00 — 36x R$ 1.500,00',
        '2026-11-21T10:00:00Z',
      ),
      line('IA agendou test drive — sáb 05/12 10:00', '2026-11-21T10:05:00Z'),
      // The customer typing the same words is not a simulation.
      line('IA simulou financiamento? não vi nada', '2026-11-21T10:06:00Z', 'contact'),
    ]);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/leads/${maria.id}`,
      headers: adminHeaders,
    });
    expect(response.json<LeadDetail>().financingSimulations).toEqual([
      {
        text: 'IA simulou financiamento — Onix LT 2021 — entrada R$ 20.000,00 — 36x R$ 1.500,00',
        at: '2026-11-21T10:00:00.000Z',
      },
      {
        text: 'IA simulou financiamento — Corolla XEi 2020 — entrada R$ 10.000,00 — 48x R$ 2.100,00',
        at: '2026-11-20T18:30:00.000Z',
      },
    ]);
    const other = await t.app.inject({ method: 'GET', url: `/api/leads/${joao.id}`, headers: adminHeaders });
    expect(other.json<LeadDetail>().financingSimulations).toEqual([]);
  });
});
