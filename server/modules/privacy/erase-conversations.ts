import { createHmac } from 'node:crypto';
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import { ERASED_TEXT } from '../../../contract/privacy';
import type { Tx } from '../../db/client';
import {
  appointments,
  conversationNotes,
  conversations,
  jobs,
  leadHistory,
  leadIntakes,
  leads,
  messageMedia,
  messages,
  notifications,
  simulatorMessages,
  tradeIns,
  webhookEvents,
} from '../../db/schema';

/** The prefix of an erased contact's number: such a conversation is never erased twice. */
export const ERASED_PREFIX = 'anon:';

export interface ErasureCounts {
  conversations: number;
  messages: number;
  mediaFiles: number;
  jobsCancelled: number;
}

/**
 * A one-way stand-in for a name or number: an HMAC under the server's key, so nobody can read the
 * number back, yet the same number erased twice gives the same value (duplicates are recognised).
 */
export function pseudonym(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(`contact:${value}`).digest('hex');
}

/**
 * Erases the customers' data of these conversations (one organization's) for good: every message's
 * text and media, the notes, the trade-in, the lead's free texts; the name and number become
 * pseudonyms (a new message from the number opens a new conversation: the contact starts fresh);
 * pending jobs, follow-ups and reminders are cancelled. The rows stay, with their directions, times
 * and statuses, so the reports count exactly what they counted before.
 */
export async function eraseConversations(
  tx: Tx,
  key: Buffer,
  organizationId: string,
  conversationIds: string[],
  now: Date,
): Promise<ErasureCounts> {
  const counts: ErasureCounts = { conversations: 0, messages: 0, mediaFiles: 0, jobsCancelled: 0 };
  if (conversationIds.length === 0) return counts;
  const ofOrg = (ids: string[]) =>
    and(eq(conversations.organizationId, organizationId), inArray(conversations.id, ids));
  const targets = await tx
    .select({
      id: conversations.id,
      instanceId: conversations.instanceId,
      contactNumber: conversations.contactNumber,
      contactName: conversations.contactName,
    })
    .from(conversations)
    .where(ofOrg(conversationIds));
  if (targets.length === 0) return counts;
  const ids = targets.map((row) => row.id);

  const messageIds = tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.organizationId, organizationId), inArray(messages.conversationId, ids)));
  const leadRows = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.organizationId, organizationId), inArray(leads.conversationId, ids)));
  const leadIds = leadRows.map((row) => row.id);
  const appointmentRows = leadIds.length
    ? await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.organizationId, organizationId), inArray(appointments.leadId, leadIds)))
    : [];
  const appointmentIds = appointmentRows.map((row) => row.id);

  // Pending jobs name their conversation, message, lead or appointment in the payload.
  const named = (field: string, values: string[]) =>
    values.length
      ? sql`${jobs.payload}->>${field} in (${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )})`
      : undefined;
  const cancelled = await tx
    .update(jobs)
    .set({ status: 'cancelled', finishedAt: now })
    .where(
      and(
        eq(jobs.status, 'pending'),
        or(
          named('conversationId', ids),
          sql`${jobs.payload}->>'messageId' in (select ${messages.id}::text from ${messages} where ${inArray(messages.conversationId, ids)})`,
          named('leadId', leadIds),
          named('appointmentId', appointmentIds),
        ),
      ),
    )
    .returning({ id: jobs.id });
  counts.jobsCancelled = cancelled.length;

  const media = await tx
    .delete(messageMedia)
    .where(inArray(messageMedia.messageId, messageIds))
    .returning({ id: messageMedia.messageId });
  counts.mediaFiles = media.length;
  const erasedMessages = await tx
    .update(messages)
    .set({ content: ERASED_TEXT, transcription: null, mediaFilename: null, mediaSize: null, error: null })
    .where(and(eq(messages.organizationId, organizationId), inArray(messages.conversationId, ids)))
    .returning({ id: messages.id });
  counts.messages = erasedMessages.length;

  await tx
    .update(conversationNotes)
    .set({ text: ERASED_TEXT })
    .where(inArray(conversationNotes.conversationId, ids));
  if (leadIds.length) {
    await tx.delete(tradeIns).where(inArray(tradeIns.leadId, leadIds));
    await tx.update(leadHistory).set({ reason: null }).where(inArray(leadHistory.leadId, leadIds));
    await tx.update(leads).set({ lostReason: null, updatedAt: now }).where(inArray(leads.id, leadIds));
  }
  if (appointmentIds.length) {
    await tx
      .update(appointments)
      .set({ notes: '', updatedAt: now })
      .where(inArray(appointments.id, appointmentIds));
    // The visit itself stays on the shop's agenda (and in its reports, which an erasure must not
    // change); its reminders were jobs, cancelled above, so nothing is sent to the contact.
  }
  // The bell's notices about the contact quote their name.
  await tx
    .update(notifications)
    .set({ title: ERASED_TEXT, body: '' })
    .where(
      and(
        eq(notifications.organizationId, organizationId),
        or(...ids.map((id) => like(notifications.link, `%${id}%`))),
      ),
    );

  // A portal's post of the lead quotes the name, phone and message as the portal sent them.
  await tx
    .update(leadIntakes)
    .set({ payload: {}, contactNumber: ERASED_PREFIX })
    .where(and(eq(leadIntakes.organizationId, organizationId), inArray(leadIntakes.conversationId, ids)));

  for (const target of targets) {
    const numberHash = pseudonym(key, target.contactNumber);
    // The simulated phone's side of the chat (demo and test numbers) holds our words to them.
    await tx
      .delete(simulatorMessages)
      .where(
        and(
          eq(simulatorMessages.instanceId, target.instanceId),
          eq(simulatorMessages.contactNumber, target.contactNumber),
        ),
      );
    // The raw webhook payloads quote the messages; they go.
    await tx
      .delete(webhookEvents)
      .where(
        and(
          eq(webhookEvents.organizationId, organizationId),
          eq(webhookEvents.instanceId, target.instanceId),
          eq(webhookEvents.contactNumber, target.contactNumber),
        ),
      );
    await tx
      .update(conversations)
      .set({
        // The conversation's id keeps two erasures of one number on one instance apart.
        contactNumber: `${ERASED_PREFIX}${numberHash}:${target.id.slice(0, 8)}`,
        contactJid: null,
        contactName: `${ERASED_PREFIX}${pseudonym(key, target.contactName).slice(0, 16)}`,
        lastMessage: sql`case when ${conversations.lastMessage} is null then null else ${ERASED_TEXT} end`,
        unreadCount: 0,
        isFollowUpActive: false,
        followupTime: null,
        followupMessage: null,
        needsAttentionAt: null,
        attentionReason: null,
        updatedAt: now,
      })
      .where(eq(conversations.id, target.id));
  }
  counts.conversations = targets.length;
  return counts;
}
