import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentStatus } from '../../../../contract/agenda';
import type { LeadSource } from '../../../../contract/lead-source';
import { appointments, conversations, leads, messages } from '../../../../server/db/schema';
import {
  authHeader,
  createInstanceRow,
  createOrganization,
  createTestApp,
  createUser,
  login,
  type TestApp,
} from '../../helpers/app';

/** Issue 29: what each source brought and sold in the period, against totals worked out by hand. */

let t: TestApp;
let admin: { authorization: string };
let seller: { authorization: string };
const PERIOD = 'from=2025-03-01&to=2025-03-31';

const OLX: LeadSource = { kind: 'portal', name: 'OLX', at: '2025-03-02T12:00:00Z' };
const AD: LeadSource = { kind: 'ctwa_ad', name: 'Instagram', adId: '1202', at: '2025-03-03T12:00:00Z' };
const DIRECT: LeadSource = { kind: 'whatsapp_direct', name: 'WhatsApp', at: '2025-03-04T12:00:00Z' };

let seq = 0;
beforeAll(async () => {
  t = await createTestApp();
  const organizationId = (await createOrganization(t.db, { plan: 'professional', name: 'Auto Center' })).id;
  const owner = await createUser(t.db, organizationId, { role: 'admin' });
  const vendor = await createUser(t.db, organizationId, { role: 'vendedor' });
  admin = authHeader(await login(t.app, owner.email, owner.password));
  seller = authHeader(await login(t.app, vendor.email, vendor.password));
  const shopInstance = (await createInstanceRow(t.db, organizationId, owner.id, { name: 'Loja Centro' })).id;
  const sellerInstance = (await createInstanceRow(t.db, organizationId, vendor.id, { name: 'Loja Sul' })).id;

  /** A reply (our side or the customer's) `seconds` after the lead arrived. */
  type Said = { who: 'in' | 'ai' | 'human'; after: number };
  interface Seed {
    sold?: string;
    said?: Said[];
    visit?: { at: string; status: AppointmentStatus };
  }
  const lead = async (
    instanceId: string,
    source: LeadSource | null,
    createdAt: string,
    { sold, said = [], visit }: Seed = {},
  ): Promise<void> => {
    const [conversation] = await t.db
      .insert(conversations)
      .values({ organizationId, instanceId, contactNumber: `55119800000${String(++seq).padStart(2, '0')}` })
      .returning({ id: conversations.id });
    const conversationId = conversation?.id ?? '';
    const [row] = await t.db
      .insert(leads)
      .values({
        organizationId,
        instanceId,
        conversationId,
        source,
        createdAt: new Date(createdAt),
        status: sold ? 'closed_won' : 'new',
        soldChannel: sold ? (source?.name ?? 'Site') : null,
        statusChangedAt: sold ? new Date(sold) : null,
      })
      .returning({ id: leads.id });
    if (said.length > 0) {
      await t.db.insert(messages).values(
        said.map(({ who, after }) => ({
          organizationId,
          conversationId,
          instanceId,
          direction: who === 'in' ? ('in' as const) : ('out' as const),
          origin: who === 'in' ? ('contact' as const) : who,
          content: 'texto',
          status: who === 'in' ? ('received' as const) : ('sent' as const),
          timestamp: new Date(new Date(createdAt).getTime() + after * 1000),
        })),
      );
    }
    if (visit) {
      await t.db.insert(appointments).values({
        organizationId,
        leadId: row?.id ?? '',
        kind: 'visita',
        startsAt: new Date(visit.at),
        durationMinutes: 60,
        status: visit.status,
        source: 'ai',
      });
    }
  };
  // OLX: 3 leads in March (one sold in March), 1 in February sold in March (a sale, not a lead).
  // First responses 40 s, 200 s and 30 s (the first-contact message before the customer wrote is
  // not an answer): median 40 s. One visit in March; a cancelled one and a February one do not count.
  await lead(shopInstance, OLX, '2025-03-02T12:00:00Z', {
    sold: '2025-03-10T12:00:00Z',
    said: [
      { who: 'in', after: 0 },
      { who: 'ai', after: 40 },
    ],
    visit: { at: '2025-03-05T15:00:00Z', status: 'done' },
  });
  await lead(shopInstance, OLX, '2025-03-05T12:00:00Z', {
    said: [
      { who: 'in', after: 0 },
      { who: 'human', after: 200 },
      { who: 'ai', after: 300 },
    ],
    visit: { at: '2025-03-12T15:00:00Z', status: 'cancelled' },
  });
  await lead(sellerInstance, OLX, '2025-03-06T12:00:00Z', {
    said: [
      { who: 'ai', after: 0 },
      { who: 'in', after: 60 },
      { who: 'ai', after: 90 },
    ],
  });
  await lead(shopInstance, OLX, '2025-02-20T12:00:00Z', {
    sold: '2025-03-15T12:00:00Z',
    said: [
      { who: 'in', after: 0 },
      { who: 'ai', after: 5000 },
    ],
    visit: { at: '2025-02-25T15:00:00Z', status: 'done' },
  });
  // Instagram ad: 2 leads, no sale; one never answered, one answered in 10 s with a visit booked.
  await lead(shopInstance, AD, '2025-03-03T12:00:00Z', { said: [{ who: 'in', after: 0 }] });
  await lead(sellerInstance, AD, '2025-03-07T12:00:00Z', {
    said: [
      { who: 'in', after: 0 },
      { who: 'ai', after: 10 },
    ],
    visit: { at: '2025-03-20T15:00:00Z', status: 'scheduled' },
  });
  // Direct: 1 lead answered in 100 s, sold in April (outside, yet converted by now), visit in April.
  await lead(shopInstance, DIRECT, '2025-03-04T12:00:00Z', {
    sold: '2025-04-02T12:00:00Z',
    said: [
      { who: 'in', after: 0 },
      { who: 'human', after: 100 },
    ],
    visit: { at: '2025-04-01T15:00:00Z', status: 'done' },
  });
  // One lead before sources, no message.
  await lead(shopInstance, null, '2025-03-08T12:00:00Z');

  const cost = (payload: Record<string, unknown>, status = 201) =>
    t.app
      .inject({ method: 'POST', url: '/api/source-costs', headers: admin, payload })
      .then((response) => expect(response.statusCode, response.body).toBe(status));
  await cost({ source: 'OLX', month: '2025-03', amount: 900 });
  await cost({ source: 'olx', month: '2025-03', amount: 1 }, 409);
  await cost({ source: 'Instagram', month: '2025-03', amount: 450.5 });
  await cost({ source: 'Webmotors', month: '2025-03', amount: 700 });
  // Another month: outside the period.
  await cost({ source: 'OLX', month: '2025-04', amount: 5000 });
});
afterAll(() => t.close());

const report = async (headers: { authorization: string }, query = PERIOD) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/reports/sources?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Array<Record<string, unknown>>>();
};

describe('GET /api/reports/sources', () => {
  it('gives leads, sales, spend and cost per sale per source for the period', async () => {
    // Hand-computed: OLX 900 / 3 leads = 300 per lead, / 2 sales = 450 per sale; 1 of its 3 leads sold.
    expect(await report(admin)).toEqual([
      {
        kind: 'portal',
        name: 'OLX',
        leads: 3,
        firstResponseSeconds: 40,
        visits: 1,
        sales: 2,
        conversion: 1 / 3,
        spend: 900,
        costPerLead: 300,
        costPerSale: 450,
      },
      {
        kind: 'ctwa_ad',
        name: 'Instagram',
        leads: 2,
        firstResponseSeconds: 10,
        visits: 1,
        sales: 0,
        conversion: 0,
        spend: 450.5,
        costPerLead: 225.25,
        costPerSale: null,
      },
      {
        kind: 'unknown',
        name: 'Sem origem registrada',
        leads: 1,
        firstResponseSeconds: null,
        visits: 0,
        sales: 0,
        conversion: 0,
        spend: 0,
        costPerLead: 0,
        costPerSale: null,
      },
      {
        kind: 'whatsapp_direct',
        name: 'WhatsApp',
        leads: 1,
        firstResponseSeconds: 100,
        visits: 0,
        sales: 0,
        conversion: 1,
        spend: 0,
        costPerLead: 0,
        costPerSale: null,
      },
      {
        kind: 'unknown',
        name: 'Webmotors',
        leads: 0,
        firstResponseSeconds: null,
        visits: 0,
        sales: 0,
        conversion: null,
        spend: 700,
        costPerLead: null,
        costPerSale: null,
      },
    ]);
  });

  it('shows a seller only its own leads', async () => {
    const rows = await report(seller);
    expect(rows.filter((row) => Number(row.leads) > 0)).toEqual([
      expect.objectContaining({ name: 'Instagram', leads: 1, firstResponseSeconds: 10, visits: 1, sales: 0 }),
      expect.objectContaining({ name: 'OLX', leads: 1, firstResponseSeconds: 30, visits: 0, sales: 0 }),
    ]);
  });

  it('refuses a period longer than 366 days', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/reports/sources?from=2024-01-01&to=2025-03-31',
      headers: admin,
    });
    expect(response.statusCode).toBe(400);
  });
});
