import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createInstanceRow,
  createOrganization,
  createTestApp,
  signedInUser,
  type TestApp,
} from '../../helpers/app';
import { createConversation, createLead } from '../messages/fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let seller: Awaited<ReturnType<typeof signedInUser>>;
let otherSeller: Awaited<ReturnType<typeof signedInUser>>;
let leadId: string;

const car = {
  make: 'Volkswagen',
  model: 'Gol',
  year: 2015,
  km: 80_000,
  plate: 'abc1d23',
  conditionNotes: 'Riscos no para-choque',
};

const listFor = (headers: Record<string, string>, lead: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/trade-ins?filter=${encodeURIComponent(JSON.stringify({ leadId: lead }))}`,
    headers,
  });

beforeAll(async () => {
  t = await createTestApp();
  const org = await createOrganization(t.db);
  admin = await signedInUser(t, 'admin', org.id);
  seller = await signedInUser(t, 'vendedor', org.id);
  otherSeller = await signedInUser(t, 'vendedor', org.id);
  const instance = { id: (await createInstanceRow(t.db, org.id, seller.id)).id, organizationId: org.id };
  leadId = (await createLead(t.db, await createConversation(t.db, instance), instance)).id;
});
afterAll(() => t.close());

describe('trade-ins', () => {
  it('staff register the car and the server quotes its reference', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/trade-ins',
      headers: seller.headers,
      payload: { leadId, ...car },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      leadId,
      plate: 'ABC1D23',
      createdBy: 'staff',
      referenceSource: 'builtin',
      referenceMonth: 'novembro de 2026',
    });
    expect(response.json().referencePrice).toBeGreaterThan(0);
  });

  it('a second car for the same lead is a 409', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/trade-ins',
      headers: admin.headers,
      payload: { leadId, ...car },
    });
    expect(response.statusCode).toBe(409);
  });

  it('lists the lead’s trade-in with a Content-Range', async () => {
    const response = await listFor(admin.headers, leadId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('trade-ins 0-0/1');
    expect(response.json()[0]).toMatchObject({ make: 'Volkswagen', km: 80_000 });
  });

  it('a seller who does not see the lead gets a 404, not the car', async () => {
    expect((await listFor(otherSeller.headers, leadId)).statusCode).toBe(404);
    const [tradeIn] = (await listFor(admin.headers, leadId)).json();
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/trade-ins/${tradeIn.id}`,
      headers: otherSeller.headers,
    });
    expect(one.statusCode).toBe(404);
  });

  it('editing the car quotes it again; editing the notes keeps the reference', async () => {
    const [tradeIn] = (await listFor(admin.headers, leadId)).json();
    const notes = await t.app.inject({
      method: 'PUT',
      url: `/api/trade-ins/${tradeIn.id}`,
      headers: seller.headers,
      payload: { ...car, conditionNotes: 'Pneus novos' },
    });
    expect(notes.json()).toMatchObject({
      conditionNotes: 'Pneus novos',
      referencePrice: tradeIn.referencePrice,
    });
    const newer = await t.app.inject({
      method: 'PUT',
      url: `/api/trade-ins/${tradeIn.id}`,
      headers: seller.headers,
      payload: { ...car, year: 2020 },
    });
    expect(newer.json().referencePrice).toBeGreaterThan(tradeIn.referencePrice);
  });

  it('a car the table does not know is stored without a reference', async () => {
    const [tradeIn] = (await listFor(admin.headers, leadId)).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/trade-ins/${tradeIn.id}`,
      headers: admin.headers,
      payload: { ...car, make: 'Lada', model: 'Niva' },
    });
    expect(response.json()).toMatchObject({ make: 'Lada', referencePrice: null, referenceSource: null });
  });

  it('a bad plate is a 400 naming plate', async () => {
    const [tradeIn] = (await listFor(admin.headers, leadId)).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/trade-ins/${tradeIn.id}`,
      headers: admin.headers,
      payload: { ...car, plate: '12345' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('plate');
  });
});
