import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import {
  aiConfigs,
  aiReplyHealth,
  campaignRecipients,
  campaigns,
  cloudNumbers,
  cloudSimMedia,
  conversationNotes,
  conversations,
  instanceSettings,
  instances,
  jobs,
  leadIntakes,
  leadSources,
  leads,
  logs,
  messageMedia,
  messages,
  messageTemplates,
  scrapedKnowledge,
  simulatorMessages,
  webhookEvents,
} from '../../../db/schema';

export interface InstanceRemoval {
  conversations: number;
  messages: number;
  leads: number;
}

/**
 * Deletes one instance and every row that hangs off it, children before parents (the foreign keys
 * have no cascades apart from message media). Runs inside the caller's transaction, so an instance
 * is either entirely gone or entirely kept.
 */
export async function purgeInstance(tx: Tx, instanceId: string): Promise<InstanceRemoval> {
  const ofInstance = tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.instanceId, instanceId));
  const messagesOfInstance = tx
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.instanceId, instanceId));

  const [counts] = await tx
    .select({
      conversations: sql<number>`(select count(*)::int from ${conversations} where ${conversations.instanceId} = ${instanceId})`,
      messages: sql<number>`(select count(*)::int from ${messages} where ${messages.instanceId} = ${instanceId})`,
      leads: sql<number>`(select count(*)::int from ${leads} where ${leads.instanceId} = ${instanceId})`,
    })
    .from(sql`(select 1) as one`);

  // Jobs name their instance or message in the payload; a job running right now settles by itself.
  await tx
    .delete(jobs)
    .where(
      and(
        ne(jobs.status, 'running'),
        or(
          sql`${jobs.payload}->>'instanceId' = ${instanceId}`,
          sql`${jobs.payload}->>'messageId' in (select ${messages.id}::text from ${messages} where ${messages.instanceId} = ${instanceId})`,
        ),
      ),
    );
  // A campaign runs on one number: its recipients name that number's leads, chats and messages.
  await tx
    .delete(campaignRecipients)
    .where(
      inArray(
        campaignRecipients.campaignId,
        tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.instanceId, instanceId)),
      ),
    );
  await tx.delete(campaigns).where(eq(campaigns.instanceId, instanceId));
  await tx.delete(messageMedia).where(inArray(messageMedia.messageId, messagesOfInstance));
  // A portal lead's post names its conversation; a source that starts chats on this number is moot.
  await tx.delete(leadIntakes).where(inArray(leadIntakes.conversationId, ofInstance));
  await tx.delete(leadSources).where(eq(leadSources.instanceId, instanceId));
  await tx
    .delete(leads)
    .where(or(eq(leads.instanceId, instanceId), inArray(leads.conversationId, ofInstance)));
  await tx.delete(conversationNotes).where(inArray(conversationNotes.conversationId, ofInstance));
  await tx
    .delete(messages)
    .where(or(eq(messages.instanceId, instanceId), inArray(messages.conversationId, ofInstance)));
  await tx.delete(conversations).where(eq(conversations.instanceId, instanceId));
  await tx.delete(webhookEvents).where(eq(webhookEvents.instanceId, instanceId));
  await tx.delete(simulatorMessages).where(eq(simulatorMessages.instanceId, instanceId));
  await tx.delete(cloudSimMedia).where(eq(cloudSimMedia.instanceId, instanceId));
  await tx.delete(aiConfigs).where(eq(aiConfigs.instanceId, instanceId));
  await tx.delete(aiReplyHealth).where(eq(aiReplyHealth.instanceId, instanceId));
  await tx.delete(instanceSettings).where(eq(instanceSettings.instanceId, instanceId));
  await tx.delete(messageTemplates).where(eq(messageTemplates.instanceId, instanceId));
  await tx.delete(cloudNumbers).where(eq(cloudNumbers.instanceId, instanceId));
  await tx.delete(scrapedKnowledge).where(eq(scrapedKnowledge.instanceId, instanceId));
  // Log lines about the instance may quote its customers; they go with it.
  await tx.delete(logs).where(eq(logs.instanceId, instanceId));
  await tx.delete(instances).where(eq(instances.id, instanceId));

  return {
    conversations: counts?.conversations ?? 0,
    messages: counts?.messages ?? 0,
    leads: counts?.leads ?? 0,
  };
}
