import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../../../server/db/schema';
import {
  createInstanceRow,
  createOrganization,
  createTestApp,
  signedInUser,
  type TestApp,
} from '../../helpers/app';
import { createConversation, createLead } from '../messages/fixtures';

interface Row {
  id: string;
  contactName: string;
  sellerName: string | null;
  saleValue: number | null;
  soldAt: string | null;
  status: string;
}

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let seller: Awaited<ReturnType<typeof signedInUser>>;
let otherSeller: Awaited<ReturnType<typeof signedInUser>>;

async function soldLead(name: string, items: string[], soldAt: Date, saleValue: number | null = null) {
  const instance = {
    id: (await createInstanceRow(t.db, admin.organizationId, seller.id)).id,
    organizationId: admin.organizationId,
  };
  const chat = await createConversation(t.db, instance, { contactName: name });
  const lead = await createLead(t.db, chat, instance);
  await t.db
    .update(leads)
    .set({
      status: 'closed_won',
      saleItems: items,
      saleValue,
      statusChangedAt: soldAt,
      assignedUserId: seller.id,
    })
    .where(eq(leads.id, lead.id));
  return lead.id;
}

const list = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/credit/leads', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Row[]>();
};

beforeAll(async () => {
  t = await createTestApp();
  const org = await createOrganization(t.db);
  admin = await signedInUser(t, 'admin', org.id);
  seller = await signedInUser(t, 'vendedor', org.id);
  otherSeller = await signedInUser(t, 'vendedor', org.id);
});
afterAll(() => t.close());

describe('LeadsOK: sales marked "Financeira Retorno"', () => {
  it('lists the financed sales newest first, not the other sales, for the admin and the seller', async () => {
    const older = await soldLead('Cliente Antigo', ['financing_returned'], new Date('2026-10-01T12:00:00Z'));
    const newer = await soldLead(
      'Cliente Novo',
      ['banco_couro', 'financing_returned'],
      new Date('2026-11-20T12:00:00Z'),
      89_900,
    );
    const cash = await soldLead('Cliente à Vista', ['banco_couro'], new Date('2026-11-21T12:00:00Z'));

    const rows = await list(admin.headers);
    const ids = rows.map((row) => row.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).not.toContain(cash);
    expect(rows.find((row) => row.id === newer)).toMatchObject({
      contactName: 'Cliente Novo',
      saleValue: 89_900,
      status: 'closed_won',
      soldAt: '2026-11-20T12:00:00.000Z',
      sellerName: expect.any(String),
    });
    expect((await list(seller.headers)).map((row) => row.id)).toEqual(expect.arrayContaining([newer, older]));
    expect(await list(otherSeller.headers)).toEqual([]);
    const stranger = await signedInUser(t, 'admin');
    expect(await list(stranger.headers)).toEqual([]);
  });
});

describe('LeadsOK: customers who asked the AI for a financing simulation', () => {
  it('lists the interested lead, not sold, beside the financed sales', async () => {
    const instance = {
      id: (await createInstanceRow(t.db, admin.organizationId, seller.id)).id,
      organizationId: admin.organizationId,
    };
    const lead = await createLead(
      t.db,
      await createConversation(t.db, instance, { contactName: 'Quer Financiar' }),
      instance,
    );
    const untouched = await createLead(t.db, await createConversation(t.db, instance), instance);
    await t.db
      .update(leads)
      .set({ financingInterestAt: new Date('2026-11-25T15:00:00Z') })
      .where(eq(leads.id, lead.id));

    const rows = await list(seller.headers);
    expect(rows.find((row) => row.id === lead.id)).toMatchObject({
      contactName: 'Quer Financiar',
      status: 'new',
      soldAt: null,
      financingInterestAt: '2026-11-25T15:00:00.000Z',
    });
    expect(rows.map((row) => row.id)).not.toContain(untouched.id);
  });
});
