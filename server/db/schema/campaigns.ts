import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CampaignAudience, CampaignStatus } from '../../../contract/campaigns';
import { tenantId, ts } from './columns';
import { conversations, leads, messages } from './conversations';
import { instances } from './instances';
import { messageTemplates } from './message-templates';

/** A campaign (issue 25): one message to an audience of one number's leads. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id),
    name: text('name').notNull(),
    templateId: uuid('template_id').references(() => messageTemplates.id),
    text: text('text'),
    variables: jsonb('variables').$type<string[]>().notNull().default([]),
    audience: jsonb('audience').$type<CampaignAudience>().notNull(),
    status: text('status').$type<CampaignStatus>().notNull().default('draft'),
    scheduledAt: ts('scheduled_at'),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('campaigns_org_idx').on(t.organizationId, t.createdAt)],
);

/**
 * One contact of a campaign. `sending` is written in the transaction that claims the row, before
 * the gateway is asked, so a restarted run never picks it again; `messageId` is our message.
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    status: text('status').$type<'queued' | 'sending' | 'sent' | 'failed'>().notNull().default('queued'),
    messageId: uuid('message_id').references(() => messages.id),
    error: text('error'),
    claimedAt: ts('claimed_at'),
    sentAt: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('campaign_recipients_lead_key').on(t.campaignId, t.leadId),
    index('campaign_recipients_queue_idx').on(t.campaignId, t.status),
    index('campaign_recipients_conversation_idx').on(t.conversationId, t.sentAt),
  ],
);
