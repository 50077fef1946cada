import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CampaignVariable } from '../../../contract/campaigns';
import { fillTemplate } from '../../../contract/message-templates';
import {
  campaignRecipients,
  campaigns,
  cloudNumbers,
  conversations,
  instances,
  messages,
  messageTemplates,
} from '../../db/schema';
import { sendOrTemplate, type TemplateSend, templateHeader } from '../../engine/outbound';
import { enqueueJob } from '../../jobs/queue';
import type { ClaimedJob } from '../../jobs/runner';
import { dailyLimitOf, gapMs } from './pace';
import { variablesFor } from './variables';

export const CAMPAIGN_JOB = 'campaign_send';
const DAY_MS = 86_400_000;
const TEMPLATE_GONE = 'O modelo da campanha não está mais aprovado';

export const campaignJobKey = (campaignId: string) => `campaign:${campaignId}`;

/** Queues the campaign's next send at `runAt` (one pending job per campaign). */
export function scheduleNextSend(
  app: Pick<FastifyInstance, 'db'>,
  campaign: { id: string; organizationId: string },
  runAt: Date,
): Promise<string> {
  return enqueueJob(app.db, {
    kind: CAMPAIGN_JOB,
    organizationId: campaign.organizationId,
    payload: { campaignId: campaign.id },
    runAt,
    dedupeKey: campaignJobKey(campaign.id),
  });
}

/**
 * One step of a campaign: settles a recipient a stopped process left half done, claims the next
 * queued one (marked `sending` in the claim's own statement, so it is never picked twice), sends it
 * through the one outbound path and queues the next step after the number's pace. A paused or
 * cancelled campaign claims nothing, so it stops before the next recipient.
 */
export async function runCampaignStep(app: FastifyInstance, job: ClaimedJob): Promise<void> {
  const campaignId = String(job.payload.campaignId);
  const [campaign] = await app.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (campaign?.status === 'scheduled') {
    // Its time came: from now on it is sending (and can be paused).
    await app.db
      .update(campaigns)
      .set({ status: 'running' })
      .where(and(eq(campaigns.id, campaign.id), eq(campaigns.status, 'scheduled')));
    campaign.status = 'running';
  }
  if (campaign?.status !== 'running') return;
  await settleInterrupted(app, campaign.id);

  const [instance] = await app.db
    .select({ gateway: instances.gateway, tier: cloudNumbers.messagingLimitTier })
    .from(instances)
    .leftJoin(cloudNumbers, eq(cloudNumbers.instanceId, instances.id))
    .where(eq(instances.id, campaign.instanceId));
  const gateway = instance?.gateway ?? 'evolution';
  const now = app.clock.now();
  if (gateway === 'cloud') {
    const waitUntil = await tierWait(app, campaign.instanceId, dailyLimitOf(instance?.tier), now);
    if (waitUntil) {
      await scheduleNextSend(app, campaign, waitUntil);
      return;
    }
  }

  // The content is read before the claim, so the claim (which re-checks that the campaign is still
  // running, per recipient) is the last statement before the send: a cancel lands before it or
  // finds this one recipient already on its way.
  const content = await contentOf(app, campaign);
  const claimed = await claimNext(app, campaign.id, now);
  if (!claimed) {
    await app.db
      .update(campaigns)
      .set({ status: 'done', finishedAt: now })
      .where(and(eq(campaigns.id, campaign.id), eq(campaigns.status, 'running')));
    return;
  }

  const message = content ? await messageFor(app, content, claimed.conversationId) : null;
  const result = message
    ? await sendOrTemplate(app, {
        organizationId: campaign.organizationId,
        instanceId: campaign.instanceId,
        conversationId: claimed.conversationId,
        origin: 'system',
        ...message,
      })
    : { messageId: null, status: 'failed' as const, error: TEMPLATE_GONE };
  await app.db
    .update(campaignRecipients)
    .set({
      status: result.status,
      messageId: result.messageId,
      error: result.error ?? null,
      sentAt: result.status === 'sent' ? app.clock.now() : null,
    })
    .where(eq(campaignRecipients.id, claimed.id));
  await scheduleNextSend(app, campaign, new Date(app.clock.now().getTime() + gapMs(gateway)));
}

async function claimNext(
  app: FastifyInstance,
  campaignId: string,
  now: Date,
): Promise<{ id: string; conversationId: string } | null> {
  // One statement: the campaign must still be running, and the row is `sending` before any send.
  const [row] = await app.db
    .update(campaignRecipients)
    .set({ status: 'sending', claimedAt: now })
    .where(
      eq(
        campaignRecipients.id,
        sql`(select r.id from ${campaignRecipients} r join ${campaigns} c on c.id = r.campaign_id
          where r.campaign_id = ${campaignId} and r.status = 'queued' and c.status = 'running'
          order by r.id limit 1 for update of r skip locked)`,
      ),
    )
    .returning({ id: campaignRecipients.id, conversationId: campaignRecipients.conversationId });
  return row ?? null;
}

/**
 * A recipient left `sending` by a process that stopped mid-send: when our message was stored, the
 * gateway was asked (or about to be), so it counts as reached with that message's outcome and is
 * never sent again; when none was stored, the gateway was never asked and it goes back to the queue.
 */
async function settleInterrupted(app: FastifyInstance, campaignId: string): Promise<void> {
  const stuck = await app.db
    .select()
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.status, 'sending')));
  for (const recipient of stuck) {
    const [message] = await app.db
      .select({ id: messages.id, status: messages.status, error: messages.error, at: messages.timestamp })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, recipient.conversationId),
          eq(messages.direction, 'out'),
          eq(messages.origin, 'system'),
          gte(messages.timestamp, recipient.claimedAt ?? new Date(0)),
        ),
      )
      .orderBy(asc(messages.timestamp))
      .limit(1);
    await app.db
      .update(campaignRecipients)
      .set(
        message
          ? {
              status: message.status === 'failed' ? 'failed' : 'sent',
              messageId: message.id,
              error: message.error,
              sentAt: message.at,
            }
          : { status: 'queued', claimedAt: null },
      )
      .where(eq(campaignRecipients.id, recipient.id));
  }
}

/** When the number's daily tier is used up, the time the oldest of its last 24 h contacts frees a slot. */
async function tierWait(
  app: FastifyInstance,
  instanceId: string,
  limit: number,
  now: Date,
): Promise<Date | null> {
  if (!Number.isFinite(limit)) return null;
  const since = new Date(now.getTime() - DAY_MS);
  // One aggregate: when the count is at the limit, the oldest leaving the 24 h frees a slot (the
  // step then checks again, so a count still over the limit waits for the next one).
  const [reached] = await app.db
    .select({
      n: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${campaignRecipients.claimedAt})`,
    })
    .from(campaignRecipients)
    .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
    .where(
      and(
        eq(campaigns.instanceId, instanceId),
        inArray(campaignRecipients.status, ['sending', 'sent']),
        gte(campaignRecipients.claimedAt, since),
      ),
    );
  if (!reached || reached.n < limit || !reached.oldest) return null;
  return new Date(new Date(reached.oldest).getTime() + DAY_MS + 1);
}

type Content =
  | { text: string }
  | { template: typeof messageTemplates.$inferSelect; variables: readonly CampaignVariable[] };

async function contentOf(
  app: FastifyInstance,
  campaign: typeof campaigns.$inferSelect,
): Promise<Content | null> {
  if (!campaign.templateId) return { text: campaign.text ?? '' };
  const [template] = await app.db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.id, campaign.templateId), eq(messageTemplates.status, 'APPROVED')));
  return template ? { template, variables: campaign.variables } : null;
}

/** The message for one recipient: a template's contact fields (`nome`) are theirs, read now. */
async function messageFor(
  app: FastifyInstance,
  content: Content,
  conversationId: string,
): Promise<{ text: string; template?: TemplateSend }> {
  if ('text' in content) return { text: content.text };
  const { template } = content;
  const needsContact = content.variables.some((variable) => typeof variable !== 'string');
  const [contact] = needsContact
    ? await app.db
        .select({ contactName: conversations.contactName, contactNumber: conversations.contactNumber })
        .from(conversations)
        .where(eq(conversations.id, conversationId))
    : [];
  const variables = variablesFor(content.variables, contact ?? { contactName: '', contactNumber: '' });
  return {
    text: fillTemplate(template.body, variables),
    template: {
      name: template.name,
      language: template.language,
      variables,
      header: templateHeader(template),
    },
  };
}

export function registerCampaignJob(app: FastifyInstance): void {
  app.jobs.register(CAMPAIGN_JOB, (job) => runCampaignStep(app, job));
}
