import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_TEXT, type RetentionPreview } from '../../../../contract/privacy';
import { conversations, messageMedia, messages } from '../../../../server/db/schema';
import { enqueueJob } from '../../../../server/jobs/queue';
import type { ManualClock } from '../../../../server/lib/clock';
import { RETENTION_JOB } from '../../../../server/modules/privacy/retention-job';
import {
  authHeader,
  createInstanceRow,
  createOrganization,
  createUser,
  errorOf,
  login,
  type TestApp,
} from '../../helpers/app';
import { clockedApp } from '../auth/trust-fixture';
import { createBoardLead } from '../leads/fixtures';
import { addMessage } from '../messages/fixtures';

const DAY_MS = 24 * 60 * 60_000;
let t: TestApp & { clock: ManualClock };
let admin: { authorization: string };
let seller: { authorization: string };
let instance: { id: string; organizationId: string };
let old: { conversationId: string; mediaId: string };
let recent: { conversationId: string; mediaId: string };

/** A conversation whose last message, a photo, is `daysAgo` old on the manual clock. */
async function chatAged(daysAgo: number) {
  const at = new Date(t.clock.now().getTime() - daysAgo * DAY_MS);
  const lead = await createBoardLead(t.db, instance, { lastMessageAt: at, lastMessage: 'foto do carro' });
  await addMessage(t.db, { id: lead.conversationId }, instance, { timestamp: at, content: 'meu endereço' });
  const photo = await addMessage(t.db, { id: lead.conversationId }, instance, {
    timestamp: at,
    media: { type: 'image', mimetype: 'image/jpeg', bytes: Buffer.from('jpeg') },
  });
  return { conversationId: lead.conversationId, mediaId: photo.id };
}

beforeAll(async () => {
  t = await clockedApp();
  const org = (await createOrganization(t.db)).id;
  const adminUser = await createUser(t.db, org, { role: 'admin' });
  admin = authHeader(await login(t.app, adminUser.email, adminUser.password));
  const sellerUser = await createUser(t.db, org, { role: 'vendedor' });
  seller = authHeader(await login(t.app, sellerUser.email, sellerUser.password));
  instance = { ...(await createInstanceRow(t.db, org, adminUser.id)), organizationId: org };
  old = await chatAged(400);
  recent = await chatAged(45);
});
afterAll(() => t.close());

const preview = async (query: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/settings/retention/preview?${query}`,
    headers: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RetentionPreview>();
};
const save = (payload: object, headers = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/retention', headers, payload });

describe('retention settings', () => {
  it('keeps everything until a choice is saved', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings/retention', headers: admin });
    expect(response.json()).toEqual({ conversationMonths: null, mediaDays: null });
    expect(await preview('')).toEqual({ conversations: 0, mediaFiles: 0 });
  });

  it('previews how many conversations and files a choice would remove', async () => {
    expect(await preview('conversationMonths=12')).toEqual({ conversations: 1, mediaFiles: 0 });
    expect(await preview('conversationMonths=6&mediaDays=30')).toEqual({ conversations: 1, mediaFiles: 2 });
    expect(await preview('mediaDays=365')).toEqual({ conversations: 0, mediaFiles: 1 });
  });

  it('refuses a period outside the choices, naming the field, and a seller', async () => {
    const wrong = await save({ conversationMonths: 7, mediaDays: null });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(wrong).details)).toContain('conversationMonths');
    expect((await save({ conversationMonths: 12, mediaDays: null }, seller)).statusCode).toBe(403);
  });

  it('the daily job erases conversations and deletes media past their time on the manual clock', async () => {
    expect((await save({ conversationMonths: 12, mediaDays: 30 })).statusCode).toBe(200);
    await enqueueJob(t.db, {
      kind: RETENTION_JOB,
      organizationId: null,
      payload: {},
      runAt: t.clock.now(),
      dedupeKey: RETENTION_JOB,
    });
    expect(await t.app.jobs.runDue()).toBeGreaterThan(0);

    const [erased] = await t.db.select().from(conversations).where(eq(conversations.id, old.conversationId));
    expect(erased?.contactNumber.startsWith('anon:')).toBe(true);
    const oldTexts = await t.db
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.conversationId, old.conversationId));
    expect(oldTexts.every((row) => row.content === ERASED_TEXT)).toBe(true);
    // The recent conversation keeps its words, but its 45-day-old photo is past 30 days.
    const [kept] = await t.db.select().from(conversations).where(eq(conversations.id, recent.conversationId));
    expect(kept?.contactNumber.startsWith('anon:')).toBe(false);
    const recentTexts = await t.db
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.conversationId, recent.conversationId));
    expect(recentTexts.map((row) => row.content)).toContain('meu endereço');
    expect(
      await t.db.select().from(messageMedia).where(eq(messageMedia.messageId, recent.mediaId)),
    ).toHaveLength(0);
    expect(
      await t.db.select().from(messageMedia).where(eq(messageMedia.messageId, old.mediaId)),
    ).toHaveLength(0);

    // The job queued itself for the next day: then nothing is left to remove and a fresh photo stays.
    const fresh = await chatAged(1);
    t.clock.advance(DAY_MS);
    expect(await t.app.jobs.runDue()).toBeGreaterThan(0);
    expect(
      await t.db.select().from(messageMedia).where(eq(messageMedia.messageId, fresh.mediaId)),
    ).toHaveLength(1);
    expect(await preview('conversationMonths=12&mediaDays=30')).toEqual({ conversations: 0, mediaFiles: 0 });
  });
});
