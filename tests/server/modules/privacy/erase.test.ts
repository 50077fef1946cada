import { eq, ilike, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContactExport, ERASED_TEXT, type EraseResponse } from '../../../../contract/privacy';
import {
  appointments,
  auditLog,
  conversationNotes,
  conversations,
  jobs,
  leadIntakes,
  leadSources,
  messageMedia,
  messages,
  simulatorMessages,
  tradeIns,
} from '../../../../server/db/schema';
import { enqueueJob } from '../../../../server/jobs/queue';
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
import { createBoardLead } from '../leads/fixtures';
import { addMessage } from '../messages/fixtures';

let t: TestApp;
let org: string;
let admin: { authorization: string };
let seller: { authorization: string };
let instance: { id: string; organizationId: string };

let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  org = (await createOrganization(t.db, { plan: 'enterprise' })).id;
  const adminUser = await createUser(t.db, org, { role: 'admin' });
  admin = authHeader(await login(t.app, adminUser.email, adminUser.password));
  const sellerUser = await createUser(t.db, org, { role: 'vendedor' });
  seller = authHeader(await login(t.app, sellerUser.email, sellerUser.password));
  instance = { ...(await createInstanceRow(t.db, org, adminUser.id)), organizationId: org };
});
afterAll(() => t.close());

/** A contact with a text, a voice note with a transcription, a note, a trade-in, a visit ahead and a pending follow-up. */
async function contactWithData() {
  serial += 1;
  // Each contact's own words, so a search for one never meets another test's contact.
  const NAME = `Joana Titular ${serial}`;
  const SECRET_TEXT = `Meu CPF é 123.456.789-0${serial}`;
  const lead = await createBoardLead(t.db, instance, { contactName: NAME, lastMessage: SECRET_TEXT });
  const at = new Date(Date.now() - 60 * 60_000);
  await addMessage(t.db, { id: lead.conversationId }, instance, { timestamp: at, content: SECRET_TEXT });
  const voice = await addMessage(t.db, { id: lead.conversationId }, instance, {
    timestamp: new Date(at.getTime() + 1000),
    media: { type: 'audio', mimetype: 'audio/ogg', bytes: Buffer.from('voz do titular') },
  });
  await t.db
    .update(messages)
    .set({ transcription: `quero financiar ${serial}x` })
    .where(eq(messages.id, voice.id));
  await addMessage(t.db, { id: lead.conversationId }, instance, {
    timestamp: new Date(at.getTime() + 2000),
    direction: 'out',
    content: `Olá ${NAME}, temos o Onix`,
  });
  await t.db.insert(conversationNotes).values({
    organizationId: org,
    conversationId: lead.conversationId,
    authorName: 'Ana',
    text: 'Cliente mora na Rua Secreta 10',
  });
  await t.db.insert(tradeIns).values({
    organizationId: org,
    leadId: lead.id,
    make: 'Fiat',
    model: 'Uno',
    year: 2015,
    plate: 'ABC1D23',
    createdBy: 'staff',
  });
  await t.db.insert(appointments).values({
    organizationId: org,
    leadId: lead.id,
    kind: 'visita',
    startsAt: new Date(Date.now() + 3 * 24 * 60 * 60_000),
    durationMinutes: 60,
    source: 'staff',
    notes: 'Vem com a esposa',
  });
  const followUp = await enqueueJob(t.db, {
    kind: 'followup',
    organizationId: org,
    payload: { conversationId: lead.conversationId },
    runAt: new Date(Date.now() + 60 * 60_000),
  });
  // The portal's post that brought the lead, and our words on the simulated phone.
  const [source] = await t.db
    .insert(leadSources)
    .values({
      organizationId: org,
      name: 'OLX',
      kind: 'portal',
      instanceId: instance.id,
      tokenHash: `h${serial}`,
    })
    .returning();
  await t.db.insert(leadIntakes).values({
    organizationId: org,
    leadSourceId: source?.id ?? '',
    contactNumber: lead.contactNumber,
    payload: { name: NAME, phone: lead.contactNumber, message: SECRET_TEXT },
    conversationId: lead.conversationId,
    leadId: lead.id,
    receivedAt: at,
  });
  await t.db.insert(simulatorMessages).values({
    instanceId: instance.id,
    contactNumber: lead.contactNumber,
    gatewayMessageId: `sim-${serial}`,
    kind: 'text',
    content: `Olá ${NAME}, temos o Onix`,
  });
  return { ...lead, voiceId: voice.id, followUp, NAME, SECRET_TEXT };
}

const exportOf = async (leadId: string) => {
  const response = await t.app.inject({ method: 'POST', url: `/api/leads/${leadId}/export`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return { response, body: response.json<ContactExport>() };
};
const erase = (leadId: string, confirm: string, headers = admin) =>
  t.app.inject({ method: 'POST', url: `/api/leads/${leadId}/erase`, headers, payload: { confirm } });
const inboxSearch = async (text: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/conversations?search=${encodeURIComponent(text)}`,
    headers: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ conversations: { id: string }[] }>().conversations;
};
const messagesHolding = async (text: string) =>
  t.db
    .select({ id: messages.id })
    .from(messages)
    .where(or(ilike(messages.content, `%${text}%`), ilike(messages.transcription, `%${text}%`)));
const day = new Date().toISOString().slice(0, 10);
const report = async (path: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/reports/${path}?from=${day}&to=${day}`,
    headers: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
};

describe('POST /api/leads/:id/export', () => {
  it('hands the admin a file with the conversations, messages with media links, history, visit and trade-in', async () => {
    const lead = await contactWithData();
    const { NAME, SECRET_TEXT } = lead;
    const { response, body } = await exportOf(lead.id);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="titular-.*\.json"$/);
    expect(body.contact).toEqual({ name: NAME, phone: lead.contactNumber });
    expect(body.conversations.map((c) => c.id)).toEqual([lead.conversationId]);
    const exported = await t.db.select().from(auditLog).where(eq(auditLog.targetId, lead.id));
    expect(exported.map((row) => row.action)).toEqual(['lead.data_exported']);
    expect(body.conversations[0]?.notes[0]?.text).toBe('Cliente mora na Rua Secreta 10');
    expect(body.messages.map((m) => m.content)).toContain(SECRET_TEXT);
    const voice = body.messages.find((m) => m.id === lead.voiceId);
    expect(voice).toMatchObject({
      mediaType: 'audio',
      transcription: `quero financiar ${serial}x`,
      mediaUrl: `/api/messages/${lead.voiceId}/media`,
    });
    expect(body.tradeIns[0]).toMatchObject({ model: 'Uno', plate: 'ABC1D23' });
    expect(body.appointments[0]?.notes).toBe('Vem com a esposa');
    expect(body.leads[0]?.id).toBe(lead.id);
    expect(body.consent).toBeNull();
    // The CSV holds the same messages, a header and one line each.
    expect(body.messagesCsv.trim().split(/\r?\n/)).toHaveLength(4);
    expect(body.messagesCsv).toContain(SECRET_TEXT);
  });

  it('is for admins only: a seller gets 403', async () => {
    const lead = await contactWithData();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/leads/${lead.id}/export`,
      headers: seller,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/leads/:id/erase', () => {
  it('refuses a wrong confirmation with a 400 naming the field, and changes nothing', async () => {
    const lead = await contactWithData();
    const { SECRET_TEXT } = lead;
    const response = await erase(lead.id, '5511000000000');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual([{ field: 'confirm', message: expect.any(String) }]);
    expect(await messagesHolding(SECRET_TEXT)).not.toHaveLength(0);
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, lead.conversationId));
    expect(row?.contactNumber).toBe(lead.contactNumber);
    expect(
      await t.db.select().from(messageMedia).where(eq(messageMedia.messageId, lead.voiceId)),
    ).toHaveLength(1);
  });

  it('erases every text and media of the contact; search, export and the database find nothing; reports count the same', async () => {
    const lead = await contactWithData();
    const { NAME, SECRET_TEXT } = lead;
    const before = [await report('funnel'), await report('ai'), await report('activity')];
    expect(await inboxSearch(NAME)).not.toHaveLength(0);

    const typed = `+${lead.contactNumber.slice(0, 2)} (${lead.contactNumber.slice(2, 4)}) ${lead.contactNumber.slice(4)}`;
    const response = await erase(lead.id, typed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<EraseResponse>()).toMatchObject({
      conversations: 1,
      messages: 3,
      mediaFiles: 1,
      jobsCancelled: 1,
    });

    // The inbox search finds the contact by neither name nor number.
    expect(await inboxSearch(NAME)).toHaveLength(0);
    expect(await inboxSearch(lead.contactNumber)).toHaveLength(0);
    // The export holds no text of theirs.
    const { body } = await exportOf(lead.id);
    const file = JSON.stringify(body);
    for (const secret of [
      SECRET_TEXT,
      NAME,
      lead.contactNumber,
      `quero financiar ${serial}x`,
      'Rua Secreta',
      'ABC1D23',
      'esposa',
    ]) {
      expect(file).not.toContain(secret);
    }
    expect(body.messages.every((m) => m.content === ERASED_TEXT && m.mediaUrl === null)).toBe(true);
    // A query over every message of the database finds nothing either.
    expect(await messagesHolding(SECRET_TEXT)).toHaveLength(0);
    expect(await messagesHolding(`quero financiar ${serial}x`)).toHaveLength(0);
    expect(await messagesHolding(NAME)).toHaveLength(0);
    // The voice note's bytes are gone from storage and from its link.
    expect(
      await t.db.select().from(messageMedia).where(eq(messageMedia.messageId, lead.voiceId)),
    ).toHaveLength(0);
    const media = await t.app.inject({
      method: 'GET',
      url: `/api/messages/${lead.voiceId}/media`,
      headers: admin,
    });
    expect(media.statusCode).toBe(404);
    // No automatic message is waiting for them: the follow-up is cancelled; the visit stays on the
    // agenda (the reports count it the same) with its notes cleared.
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, lead.followUp));
    expect(job?.status).toBe('cancelled');
    const [visit] = await t.db.select().from(appointments).where(eq(appointments.leadId, lead.id));
    expect(visit).toMatchObject({ status: 'scheduled', notes: '' });
    // Name and number are a one-way pseudonym, not the number.
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, lead.conversationId));
    expect(row?.contactNumber).toMatch(/^anon:[0-9a-f]{64}:/);
    expect(row?.contactNumber).not.toContain(lead.contactNumber);
    expect(row?.isFollowUpActive).toBe(false);
    // Neither the portal's post of the lead nor the simulated phone keeps their words or number.
    const intakes = await t.db.select().from(leadIntakes).where(eq(leadIntakes.leadId, lead.id));
    expect(intakes).toHaveLength(1);
    expect(JSON.stringify(intakes)).not.toContain(lead.contactNumber);
    expect(JSON.stringify(intakes)).not.toContain(NAME);
    const phone = await t.db
      .select()
      .from(simulatorMessages)
      .where(eq(simulatorMessages.contactNumber, lead.contactNumber));
    expect(phone).toHaveLength(0);

    expect([await report('funnel'), await report('ai'), await report('activity')]).toEqual(before);

    // The erasure is on the audit log, naming the lead but neither the name nor the number erased.
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'lead.erased'));
    expect(audit).toMatchObject({ targetType: 'lead', targetId: lead.id });
    expect(JSON.stringify(audit)).not.toContain(lead.contactNumber);
    expect(JSON.stringify(audit)).not.toContain(NAME);
  });

  it('gives the same pseudonym to the same number erased twice, so duplicates are recognised', async () => {
    const number = `5521${String(Date.now()).slice(-9)}`;
    const first = await createBoardLead(t.db, instance, { contactNumber: number });
    expect((await erase(first.id, number)).statusCode).toBe(200);
    // The same number writes again: a new conversation, a fresh start, erased again later.
    const second = await createBoardLead(t.db, instance, { contactNumber: number });
    expect((await erase(second.id, number)).statusCode).toBe(200);
    const rows = await t.db
      .select({ number: conversations.contactNumber })
      .from(conversations)
      .where(sql`${conversations.id} in (${first.conversationId}, ${second.conversationId})`);
    const hashes = rows.map((r) => r.number.split(':')[1]);
    expect(hashes[0]).toBe(hashes[1]);
    expect(rows[0]?.number).not.toBe(rows[1]?.number);
  });

  it('is for admins only: a seller gets 403 and nothing changes', async () => {
    const lead = await contactWithData();
    expect((await erase(lead.id, lead.contactNumber, seller)).statusCode).toBe(403);
    expect(await messagesHolding(lead.SECRET_TEXT)).not.toHaveLength(0);
  });
});
