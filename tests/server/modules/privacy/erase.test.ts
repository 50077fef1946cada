/** Erasing a contact: every text and media of theirs is gone, while the reports count the same. */
import { eq, ilike, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERASED_TEXT, type EraseResponse } from '../../../../contract/privacy';
import {
  appointments,
  auditLog,
  conversations,
  jobs,
  leadIntakes,
  messageMedia,
  messages,
  simulatorMessages,
} from '../../../../server/db/schema';
import { errorOf } from '../../helpers/app';
import { createBoardLead } from '../leads/fixtures';
import { contactWithData, exportOf, privacyShopForTheFile } from './subject';

const shop = privacyShopForTheFile();

const erase = (leadId: string, confirm: string, headers = shop.admin) =>
  shop.t.app.inject({ method: 'POST', url: `/api/leads/${leadId}/erase`, headers, payload: { confirm } });
const inboxSearch = async (text: string) => {
  const response = await shop.t.app.inject({
    method: 'GET',
    url: `/api/conversations?search=${encodeURIComponent(text)}`,
    headers: shop.admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ conversations: { id: string }[] }>().conversations;
};
const messagesHolding = async (text: string) =>
  shop.t.db
    .select({ id: messages.id })
    .from(messages)
    .where(or(ilike(messages.content, `%${text}%`), ilike(messages.transcription, `%${text}%`)));
const day = new Date().toISOString().slice(0, 10);
const report = async (path: string) => {
  const response = await shop.t.app.inject({
    method: 'GET',
    url: `/api/reports/${path}?from=${day}&to=${day}`,
    headers: shop.admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
};

describe('POST /api/leads/:id/erase', () => {
  it('refuses a wrong confirmation with a 400 naming the field, and changes nothing', async () => {
    const lead = await contactWithData(shop);
    const { SECRET_TEXT } = lead;
    const response = await erase(lead.id, '5511000000000');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual([{ field: 'confirm', message: expect.any(String) }]);
    expect(await messagesHolding(SECRET_TEXT)).not.toHaveLength(0);
    const [row] = await shop.t.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, lead.conversationId));
    expect(row?.contactNumber).toBe(lead.contactNumber);
    expect(
      await shop.t.db.select().from(messageMedia).where(eq(messageMedia.messageId, lead.voiceId)),
    ).toHaveLength(1);
  });

  it('erases every text and media of the contact; search, export and the database find nothing; reports count the same', async () => {
    const lead = await contactWithData(shop);
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
    const { body } = await exportOf(shop, lead.id);
    const file = JSON.stringify(body);
    for (const secret of [
      SECRET_TEXT,
      NAME,
      lead.contactNumber,
      `quero financiar ${lead.serial}x`,
      'Rua Secreta',
      'ABC1D23',
      'esposa',
    ]) {
      expect(file).not.toContain(secret);
    }
    expect(body.messages.every((m) => m.content === ERASED_TEXT && m.mediaUrl === null)).toBe(true);
    // A query over every message of the database finds nothing either.
    expect(await messagesHolding(SECRET_TEXT)).toHaveLength(0);
    expect(await messagesHolding(`quero financiar ${lead.serial}x`)).toHaveLength(0);
    expect(await messagesHolding(NAME)).toHaveLength(0);
    // The voice note's bytes are gone from storage and from its link.
    expect(
      await shop.t.db.select().from(messageMedia).where(eq(messageMedia.messageId, lead.voiceId)),
    ).toHaveLength(0);
    const media = await shop.t.app.inject({
      method: 'GET',
      url: `/api/messages/${lead.voiceId}/media`,
      headers: shop.admin,
    });
    expect(media.statusCode).toBe(404);
    // No automatic message is waiting for them: the follow-up is cancelled; the visit stays on the
    // agenda (the reports count it the same) with its notes cleared.
    const [job] = await shop.t.db.select().from(jobs).where(eq(jobs.id, lead.followUp));
    expect(job?.status).toBe('cancelled');
    const [visit] = await shop.t.db.select().from(appointments).where(eq(appointments.leadId, lead.id));
    expect(visit).toMatchObject({ status: 'scheduled', notes: '' });
    // Name and number are a one-way pseudonym, not the number.
    const [row] = await shop.t.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, lead.conversationId));
    expect(row?.contactNumber).toMatch(/^anon:[0-9a-f]{64}:/);
    expect(row?.contactNumber).not.toContain(lead.contactNumber);
    expect(row?.isFollowUpActive).toBe(false);
    // Neither the portal's post of the lead nor the simulated phone keeps their words or number.
    const intakes = await shop.t.db.select().from(leadIntakes).where(eq(leadIntakes.leadId, lead.id));
    expect(intakes).toHaveLength(1);
    expect(JSON.stringify(intakes)).not.toContain(lead.contactNumber);
    expect(JSON.stringify(intakes)).not.toContain(NAME);
    const phone = await shop.t.db
      .select()
      .from(simulatorMessages)
      .where(eq(simulatorMessages.contactNumber, lead.contactNumber));
    expect(phone).toHaveLength(0);

    expect([await report('funnel'), await report('ai'), await report('activity')]).toEqual(before);

    // The erasure is on the audit log, naming the lead but neither the name nor the number erased.
    const [audit] = await shop.t.db.select().from(auditLog).where(eq(auditLog.action, 'lead.erased'));
    expect(audit).toMatchObject({ targetType: 'lead', targetId: lead.id });
    expect(JSON.stringify(audit)).not.toContain(lead.contactNumber);
    expect(JSON.stringify(audit)).not.toContain(NAME);
  });

  it('gives the same pseudonym to the same number erased twice, so duplicates are recognised', async () => {
    const number = `5521${String(Date.now()).slice(-9)}`;
    const first = await createBoardLead(shop.t.db, shop.instance, { contactNumber: number });
    expect((await erase(first.id, number)).statusCode).toBe(200);
    // The same number writes again: a new conversation, a fresh start, erased again later.
    const second = await createBoardLead(shop.t.db, shop.instance, { contactNumber: number });
    expect((await erase(second.id, number)).statusCode).toBe(200);
    const rows = await shop.t.db
      .select({ number: conversations.contactNumber })
      .from(conversations)
      .where(sql`${conversations.id} in (${first.conversationId}, ${second.conversationId})`);
    const hashes = rows.map((r) => r.number.split(':')[1]);
    expect(hashes[0]).toBe(hashes[1]);
    expect(rows[0]?.number).not.toBe(rows[1]?.number);
  });

  it('is for admins only: a seller gets 403 and nothing changes', async () => {
    const lead = await contactWithData(shop);
    expect((await erase(lead.id, lead.contactNumber, shop.seller)).statusCode).toBe(403);
    expect(await messagesHolding(lead.SECRET_TEXT)).not.toHaveLength(0);
  });
});
