import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadBoard } from '../../../../contract/leads';
import { conversations, instances, leads } from '../../../../server/db/schema';
import {
  authHeader,
  createInstanceRow,
  createOrganization,
  createTestApp,
  createUser,
  errorOf,
  login,
  type TestApp,
} from '../../helpers/app';
import { minutesAgo } from '../messages/fixtures';
import { createBoardLead } from './fixtures';

let t: TestApp;
let org: string;
let adminHeaders: { authorization: string };
let sellerHeaders: { authorization: string };
let sellerInstance: { id: string; organizationId: string };
let adminInstance: { id: string; organizationId: string };
let maria: Awaited<ReturnType<typeof createBoardLead>>;
let joao: Awaited<ReturnType<typeof createBoardLead>>;

beforeAll(async () => {
  t = await createTestApp();
  org = (await createOrganization(t.db, { name: 'Auto Center Teste' })).id;
  const admin = await createUser(t.db, org, { role: 'admin' });
  adminHeaders = authHeader(await login(t.app, admin.email, admin.password));
  const seller = await createUser(t.db, org, { role: 'vendedor' });
  sellerHeaders = authHeader(await login(t.app, seller.email, seller.password));
  sellerInstance = {
    ...(await createInstanceRow(t.db, org, seller.id, { name: 'Loja Centro' })),
    organizationId: org,
  };
  adminInstance = {
    ...(await createInstanceRow(t.db, org, admin.id, { name: 'Seminovos Sul' })),
    organizationId: org,
  };
  maria = await createBoardLead(t.db, sellerInstance, {
    contactName: 'Maria Silva',
    contactNumber: '5511988887777',
    lastMessage: 'Tem o Onix 2020?',
    lastMessageAt: minutesAgo(5),
    createdAt: new Date('2025-03-01T12:00:00.000Z'),
    status: 'qualified',
    qualificationLevel: 'HOT',
    score: 87,
  });
  joao = await createBoardLead(t.db, adminInstance, {
    contactName: 'João Pereira',
    contactNumber: '5521977776666',
    lastMessageAt: minutesAgo(10),
    status: 'closed_lost',
    lostReason: 'Ficha negada',
  });
  // Another organization's lead never shows.
  const otherOrg = (await createOrganization(t.db)).id;
  const stranger = await createUser(t.db, otherOrg, { role: 'admin' });
  const otherInstance = {
    ...(await createInstanceRow(t.db, otherOrg, stranger.id)),
    organizationId: otherOrg,
  };
  await createBoardLead(t.db, otherInstance, { contactName: 'Maria de Outra Loja' });
});
afterAll(() => t.close());

const board = async (headers: { authorization: string }, query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/leads/all${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LeadBoard>();
};

const namesOf = (body: LeadBoard) => body.leads.map((lead) => lead.contactName).sort();

describe('GET /api/leads/all', () => {
  it('lists every lead of the organization with what its card shows', async () => {
    const body = await board(adminHeaders);
    expect(namesOf(body)).toEqual(['João Pereira', 'Maria Silva']);
    expect(body.leads.find((lead) => lead.id === maria.id)).toEqual({
      id: maria.id,
      status: 'qualified',
      qualificationLevel: 'HOT',
      aiQualificationScore: 87,
      createdAt: '2025-03-01T12:00:00.000Z',
      conversationId: maria.conversationId,
      contactName: 'Maria Silva',
      contactNumber: '5511988887777',
      instanceId: sellerInstance.id,
      instanceName: 'Loja Centro',
      lastMessage: 'Tem o Onix 2020?',
      lastMessageType: 'text',
      lastMessageAt: expect.any(String),
      lostReason: null,
      soldChannel: null,
      assignedUserId: null,
      sellerName: null,
      saleValue: null,
      saleItems: [],
      financingInterestAt: null,
      nextAppointment: null,
      hasTradeIn: false,
      source: null,
      notOnWhatsappAt: null,
      noFirstContactTemplateAt: null,
      consentStatus: 'unknown',
    });
    expect(body.leads.find((lead) => lead.id === joao.id)?.lostReason).toBe('Ficha negada');
    expect(body.totals).toEqual({ new: 0, qualified: 1, negotiating: 0, closed_won: 0, closed_lost: 1 });
    expect(body.limitPerStatus).toBe(500);
    expect(body.organizationName).toBe('Auto Center Teste');
  });

  it('shows a seller only the leads of its own instances', async () => {
    const body = await board(sellerHeaders);
    expect(namesOf(body)).toEqual(['Maria Silva']);
    expect(body.totals.closed_lost).toBe(0);
  });

  it('narrows to one instance', async () => {
    expect(namesOf(await board(adminHeaders, `?instanceId=${adminInstance.id}`))).toEqual(['João Pereira']);
    expect(namesOf(await board(adminHeaders, '?instanceId=all'))).toHaveLength(2);
    // A seller asking for someone else's instance gets nothing of it.
    expect(namesOf(await board(sellerHeaders, `?instanceId=${adminInstance.id}`))).toEqual([]);
  });

  it('searches the name without case and the number as typed or punctuated', async () => {
    expect(namesOf(await board(adminHeaders, '?search=maria'))).toEqual(['Maria Silva']);
    expect(namesOf(await board(adminHeaders, '?search=97777'))).toEqual(['João Pereira']);
    expect(namesOf(await board(adminHeaders, `?search=${encodeURIComponent('(11) 98888')}`))).toEqual([
      'Maria Silva',
    ]);
    const none = await board(adminHeaders, '?search=ninguem');
    expect(none.leads).toEqual([]);
    expect(none.totals.qualified).toBe(0);
  });

  it('hides the leads of a deleted instance', async () => {
    const gone = {
      ...(await createInstanceRow(t.db, org, (await createUser(t.db, org)).id)),
      organizationId: org,
    };
    await createBoardLead(t.db, gone, { contactName: 'Cliente Apagado' });
    await t.db.update(instances).set({ deletedAt: new Date() }).where(eq(instances.id, gone.id));
    expect(namesOf(await board(adminHeaders))).not.toContain('Cliente Apagado');
  });

  it('ships the newest 500 leads of a crowded column and counts them all', async () => {
    const crowded = {
      ...(await createInstanceRow(t.db, org, (await createUser(t.db, org)).id)),
      organizationId: org,
    };
    const start = Date.now();
    const chats = await t.db
      .insert(conversations)
      .values(
        Array.from({ length: 502 }, (_, index) => ({
          organizationId: org,
          instanceId: crowded.id,
          contactNumber: `55119${String(index).padStart(8, '0')}`,
          contactName: `Vendido ${index}`,
          lastMessageAt: new Date(start - index * 60_000),
        })),
      )
      .returning({ id: conversations.id });
    await t.db.insert(leads).values(
      chats.map((chat) => ({
        organizationId: org,
        instanceId: crowded.id,
        conversationId: chat.id,
        status: 'closed_won' as const,
        soldChannel: 'OLX',
      })),
    );
    const body = await board(adminHeaders, `?instanceId=${crowded.id}`);
    expect(body.totals.closed_won).toBe(502);
    expect(body.leads).toHaveLength(500);
    expect(body.leads[0]?.contactName).toBe('Vendido 0');
    expect(namesOf(body)).not.toContain('Vendido 500');
    expect(namesOf(body)).not.toContain('Vendido 501');
  });

  it('refuses a malformed filter and an anonymous caller', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/leads/all?instanceId=abc',
      headers: adminHeaders,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).details).toEqual([{ field: 'instanceId', message: 'ID inválido' }]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/leads/all' });
    expect(anonymous.statusCode).toBe(401);
  });
});
