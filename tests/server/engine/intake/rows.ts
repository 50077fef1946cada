import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../../server/db/client';
import {
  conversations,
  instances,
  jobs,
  leads,
  messageMedia,
  messages,
  webhookEvents,
} from '../../../../server/db/schema';

/** What a user would see of one instance after the intake ran: read straight from the tables. */

export const conversationsOf = (db: Db, instanceId: string) =>
  db
    .select()
    .from(conversations)
    .where(eq(conversations.instanceId, instanceId))
    .orderBy(asc(conversations.contactNumber));

export const messagesOf = (db: Db, instanceId: string) =>
  db
    .select()
    .from(messages)
    .where(eq(messages.instanceId, instanceId))
    .orderBy(asc(messages.timestamp), asc(messages.id));

export const leadsOf = (db: Db, instanceId: string) =>
  db.select().from(leads).where(eq(leads.instanceId, instanceId));

export const monitorOf = (db: Db, instanceId: string) =>
  db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.instanceId, instanceId))
    .orderBy(asc(webhookEvents.startedAt), asc(webhookEvents.id));

export async function instanceRow(db: Db, instanceId: string) {
  const [row] = await db.select().from(instances).where(eq(instances.id, instanceId));
  if (!row) throw new Error('instance not found');
  return row;
}

export async function mediaOf(db: Db, messageId: string): Promise<Uint8Array | null> {
  const [row] = await db.select().from(messageMedia).where(eq(messageMedia.messageId, messageId));
  return row?.data ?? null;
}

export const fetchJobs = (db: Db) => db.select().from(jobs).where(eq(jobs.kind, 'fetch_media'));

export const stepNames = (record: { steps: Array<{ step: string }> }): string[] =>
  record.steps.map((step) => step.step);
