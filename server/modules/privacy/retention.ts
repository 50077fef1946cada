import { and, asc, eq, inArray, not, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RetentionPreview, RetentionSettings } from '../../../contract/privacy';
import type { DbOrTx } from '../../db/client';
import { conversations, messageMedia, messages, retentionSettings } from '../../db/schema';
import { lockOrganizationLane } from '../../engine/intake';
import { ERASED_PREFIX } from './erase-conversations';
import { type ErasedContact, eraseContactSteps } from './erase-steps';

const DAY_MS = 24 * 60 * 60_000;
/** Conversations erased, and media files deleted, per organization and sweep. */
export const RETENTION_BATCH = 200;

export async function readRetention(db: DbOrTx, organizationId: string): Promise<RetentionSettings> {
  const [row] = await db
    .select({
      conversationMonths: retentionSettings.conversationMonths,
      mediaDays: retentionSettings.mediaDays,
    })
    .from(retentionSettings)
    .where(eq(retentionSettings.organizationId, organizationId));
  return {
    conversationMonths: (row?.conversationMonths ?? null) as RetentionSettings['conversationMonths'],
    mediaDays: (row?.mediaDays ?? null) as RetentionSettings['mediaDays'],
  };
}

export async function saveRetention(
  db: DbOrTx,
  organizationId: string,
  values: RetentionSettings,
  now: Date,
): Promise<RetentionSettings> {
  await db
    .insert(retentionSettings)
    .values({ organizationId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: retentionSettings.organizationId, set: { ...values, updatedAt: now } });
  return values;
}

/** The calendar months before `now` (30 days a month would drift a week over five years). */
function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** A conversation is old when nothing was said in it since the cutoff; erased ones are done. */
const oldConversations = (organizationId: string, cutoff: Date) =>
  and(
    eq(conversations.organizationId, organizationId),
    sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt}) < ${cutoff.toISOString()}::timestamptz`,
    not(sql`${conversations.contactNumber} like ${`${ERASED_PREFIX}%`}`),
  );

const oldMedia = (organizationId: string, cutoff: Date) =>
  and(
    eq(messages.organizationId, organizationId),
    sql`${messages.timestamp} < ${cutoff.toISOString()}::timestamptz`,
  );

/** `GET /api/settings/retention/preview`: what the choice would remove today. */
export async function previewRetention(
  db: DbOrTx,
  organizationId: string,
  choice: RetentionSettings,
  now: Date,
): Promise<RetentionPreview> {
  let conversationCount = 0;
  let mediaCount = 0;
  if (choice.conversationMonths !== null) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(conversations)
      .where(oldConversations(organizationId, monthsBefore(now, choice.conversationMonths)));
    conversationCount = row?.count ?? 0;
  }
  if (choice.mediaDays !== null) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(messageMedia)
      .innerJoin(messages, eq(messages.id, messageMedia.messageId))
      .where(oldMedia(organizationId, new Date(now.getTime() - choice.mediaDays * DAY_MS)));
    mediaCount = row?.count ?? 0;
  }
  return { conversations: conversationCount, mediaFiles: mediaCount };
}

/**
 * One organization's retention at `now`: conversations past their time are erased with the steps
 * of an erasure request (erase-steps.ts: the reports keep counting them, the log lines about them
 * are redacted, open screens are told), contact by contact; media past its time loses its bytes.
 * Answers how many conversations and files went.
 */
export async function applyRetention(
  app: FastifyInstance,
  organizationId: string,
  choice: RetentionSettings,
  now: Date,
): Promise<number> {
  const { db } = app;
  let removed = 0;
  const months = choice.conversationMonths;
  if (months !== null) {
    const cutoff = monthsBefore(now, months);
    const due = await db
      .select({
        id: conversations.id,
        number: conversations.contactNumber,
        jid: conversations.contactJid,
        name: conversations.contactName,
      })
      .from(conversations)
      .where(oldConversations(organizationId, cutoff))
      .orderBy(asc(conversations.createdAt))
      .limit(RETENTION_BATCH);
    // Contact by contact, each under the organization's intake lane as an erasure is: the lane's
    // webhooks wait for one contact's erasure, not for the whole batch's. A batch drained meanwhile
    // commits first, and a conversation it has just revived is no longer old when read again here.
    for (const contact of contactsOf(organizationId, due)) {
      removed += await db.transaction(async (tx) => {
        await lockOrganizationLane(tx, organizationId);
        const stillOld = await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(
            and(inArray(conversations.id, contact.conversationIds), oldConversations(organizationId, cutoff)),
          );
        if (stillOld.length === 0) return 0;
        const conversationIds = stillOld.map((row) => row.id);
        return (await eraseContactSteps(app, tx, { ...contact, conversationIds }, now)).conversations;
      });
    }
  }
  if (choice.mediaDays !== null) {
    const due = db
      .select({ id: messageMedia.messageId })
      .from(messageMedia)
      .innerJoin(messages, eq(messages.id, messageMedia.messageId))
      .where(oldMedia(organizationId, new Date(now.getTime() - choice.mediaDays * DAY_MS)))
      .limit(RETENTION_BATCH);
    const gone = await db
      .delete(messageMedia)
      .where(inArray(messageMedia.messageId, due))
      .returning({ id: messageMedia.messageId });
    removed += gone.length;
  }
  return removed;
}

/** The conversations of one number are one contact's (a number on two instances is one person). */
function contactsOf(
  organizationId: string,
  rows: ReadonlyArray<{ id: string; number: string; jid: string | null; name: string }>,
): ErasedContact[] {
  const byNumber = new Map<string, ErasedContact>();
  for (const row of rows) {
    const contact = byNumber.get(row.number) ?? {
      organizationId,
      numbers: [row.number],
      name: row.name,
      conversationIds: [],
    };
    contact.conversationIds.push(row.id);
    if (row.jid && !contact.numbers.includes(row.jid)) contact.numbers.push(row.jid);
    byNumber.set(row.number, contact);
  }
  return [...byNumber.values()];
}

/** The daily sweep: every organization that chose a retention. */
export async function sweepRetention(app: FastifyInstance, now: Date): Promise<number> {
  const choices = await app.db.select().from(retentionSettings);
  let removed = 0;
  for (const row of choices) {
    const choice = {
      conversationMonths: row.conversationMonths,
      mediaDays: row.mediaDays,
    } as RetentionSettings;
    removed += await applyRetention(app, row.organizationId, choice, now);
  }
  return removed;
}
