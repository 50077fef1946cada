import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadResponse } from '../../../../contract/leads';
import type { RealtimeEvent } from '../../../../contract/realtime';
import { leads } from '../../../../server/db/schema';
import {
  authHeader,
  createInstanceRow,
  createOrganization,
  createTestApp,
  createUser,
  errorOf,
  login,
  signedInUser,
  type TestApp,
} from '../../helpers/app';
import { settle } from '../messages/fixtures';
import { createBoardLead } from './fixtures';

let t: TestApp;
let org: string;
let adminHeaders: { authorization: string };
let sellerHeaders: { authorization: string };
let sellerInstance: { id: string; organizationId: string };
let adminInstance: { id: string; organizationId: string };

beforeAll(async () => {
  t = await createTestApp();
  org = (await createOrganization(t.db)).id;
  const admin = await createUser(t.db, org, { role: 'admin' });
  adminHeaders = authHeader(await login(t.app, admin.email, admin.password));
  const seller = await createUser(t.db, org, { role: 'vendedor' });
  sellerHeaders = authHeader(await login(t.app, seller.email, seller.password));
  sellerInstance = { ...(await createInstanceRow(t.db, org, seller.id)), organizationId: org };
  adminInstance = { ...(await createInstanceRow(t.db, org, admin.id)), organizationId: org };
});
afterAll(() => t.close());

const move = (id: string, payload: Record<string, unknown>, headers = adminHeaders) =>
  t.app.inject({ method: 'PATCH', url: `/api/leads/${id}`, headers, payload });

const rowOf = async (id: string) => {
  const [row] = await t.db.select().from(leads).where(eq(leads.id, id));
  if (!row) throw new Error('lead gone');
  return row;
};

/** The lead events the bus delivers for one lead, until `stop()`. */
const leadEvents = (leadId: string) => {
  const events: RealtimeEvent[] = [];
  const stop = t.app.events.subscribe((organizationId, event) => {
    if (organizationId === org && event.type === 'lead_updated' && event.leadId === leadId)
      events.push(event);
  });
  return { events, stop };
};

describe('PATCH /api/leads/:id', () => {
  it.each(['qualified', 'negotiating', 'new'] as const)('moves a lead to %s at once', async (status) => {
    const lead = await createBoardLead(t.db, adminInstance, {
      status: status === 'new' ? 'qualified' : 'new',
    });
    const response = await move(lead.id, { status });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<LeadResponse>().lead).toMatchObject({ id: lead.id, status });
    const row = await rowOf(lead.id);
    expect(row.status).toBe(status);
    expect(row.statusChangedAt).toBeInstanceOf(Date);
    expect(row.lastSellerActivityAt).toBeInstanceOf(Date);
  });

  it('tells every open board that the lead moved', async () => {
    const lead = await createBoardLead(t.db, adminInstance);
    const listener = leadEvents(lead.id);
    expect((await move(lead.id, { status: 'negotiating' })).statusCode).toBe(200);
    await settle();
    listener.stop();
    expect(listener.events).toEqual([
      { type: 'lead_updated', instanceId: adminInstance.id, leadId: lead.id },
    ]);
  });

  it('marks a lead lost only with its reason', async () => {
    const lead = await createBoardLead(t.db, adminInstance, { status: 'negotiating' });
    const listener = leadEvents(lead.id);
    for (const payload of [{ status: 'closed_lost' }, { status: 'closed_lost', lostReason: '   ' }]) {
      const refused = await move(lead.id, payload);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toMatchObject({
        error: 'validation_error',
        message: 'Informe o motivo da perda (lostReason) para marcar o lead como perdido',
        details: [{ field: 'lostReason', message: expect.any(String) }],
      });
    }
    expect((await rowOf(lead.id)).status).toBe('negotiating');

    const response = await move(lead.id, { status: 'closed_lost', lostReason: ' Comprou em outro local ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<LeadResponse>().lead).toMatchObject({
      status: 'closed_lost',
      lostReason: 'Comprou em outro local',
      soldChannel: null,
    });
    await settle();
    listener.stop();
    expect(listener.events).toHaveLength(1);
  });

  it('marks a lead sold only with its channel, and forgets it when the lead leaves the column', async () => {
    const lead = await createBoardLead(t.db, adminInstance, {
      status: 'closed_lost',
      lostReason: 'Ficha negada',
    });
    const refused = await move(lead.id, { status: 'closed_won' });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).details).toEqual([
      {
        field: 'soldChannel',
        message: 'Informe o canal de venda (soldChannel) para marcar o lead como vendido',
      },
    ]);

    const sold = await move(lead.id, { status: 'closed_won', soldChannel: 'Loja física' });
    expect(sold.json<LeadResponse>().lead).toMatchObject({
      status: 'closed_won',
      soldChannel: 'Loja física',
      lostReason: null,
    });

    const back = await move(lead.id, { status: 'negotiating', soldChannel: 'OLX', lostReason: 'x' });
    expect(back.json<LeadResponse>().lead).toMatchObject({
      status: 'negotiating',
      soldChannel: null,
      lostReason: null,
    });
  });

  it('refuses an unknown status and an over-long reason, naming the field', async () => {
    const lead = await createBoardLead(t.db, adminInstance);
    const unknown = await move(lead.id, { status: 'won' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).details).toEqual([
      {
        field: 'status',
        message: 'Status inválido: use new, qualified, negotiating, closed_won, closed_lost',
      },
    ]);
    const missing = await move(lead.id, {});
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).details).toEqual([{ field: 'status', message: expect.any(String) }]);
    const long = await move(lead.id, { status: 'closed_lost', lostReason: 'x'.repeat(201) });
    expect(errorOf(long).details).toEqual([
      { field: 'lostReason', message: 'Motivo da perda deve ter no máximo 200 caracteres' },
    ]);
    expect((await rowOf(lead.id)).status).toBe('new');
  });

  it("lets a seller move its own instances' leads only", async () => {
    const own = await createBoardLead(t.db, sellerInstance);
    expect((await move(own.id, { status: 'qualified' }, sellerHeaders)).statusCode).toBe(200);

    const others = await createBoardLead(t.db, adminInstance);
    const refused = await move(others.id, { status: 'qualified' }, sellerHeaders);
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).message).toBe('Lead não encontrado');
    expect((await rowOf(others.id)).status).toBe('new');
  });

  it("answers 404 for another organization's lead and for no lead at all", async () => {
    const stranger = await signedInUser(t, 'admin');
    const lead = await createBoardLead(t.db, adminInstance);
    const listener = leadEvents(lead.id);
    const refused = await move(lead.id, { status: 'qualified' }, stranger.headers);
    expect(refused.statusCode).toBe(404);
    expect((await rowOf(lead.id)).status).toBe('new');
    await settle();
    listener.stop();
    expect(listener.events).toEqual([]);

    const none = await move('7c9e6679-7425-40de-944b-e07fc1f90ae7', { status: 'qualified' });
    expect(none.statusCode).toBe(404);
    const malformed = await move('abc', { status: 'qualified' });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).details).toEqual([{ field: 'id', message: 'ID inválido' }]);
  });
});
