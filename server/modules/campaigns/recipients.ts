import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RecipientFilter, type RecipientRecord, type RecipientStatus } from '../../../contract/campaigns';
import type { ListQuery } from '../../../contract/common';
import { campaignRecipients, conversations, messages } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { parseListQuery } from '../../lib/list-query';
import { ownCampaign } from './service';

/**
 * A recipient's status, read from the chat at read time so it is exact without hooks in the intake:
 * a message from the customer after ours is a reply; else our message's own ticks.
 */
const shownStatus: SQL<RecipientStatus> = sql<RecipientStatus>`case
  when ${campaignRecipients.status} in ('queued', 'sending') then 'queued'
  when ${campaignRecipients.status} = 'failed' or ${messages.status} = 'failed' then 'failed'
  when exists (select 1 from ${messages} m where m.conversation_id = ${campaignRecipients.conversationId}
    and m.direction = 'in' and m.timestamp > ${campaignRecipients.sentAt}) then 'replied'
  when ${messages.status} = 'read' then 'read'
  when ${messages.status} = 'delivered' then 'delivered'
  else 'sent' end`;

export async function listRecipients(
  app: FastifyInstance,
  actor: AuthContext,
  campaignId: string,
  query: ListQuery,
) {
  const campaign = await ownCampaign(app.db, actor.organizationId, campaignId);
  const params = parseListQuery(query, {
    sortable: ['contactName', 'status', 'sentAt'] as const,
    defaultSort: { field: 'contactName', order: 'ASC' },
    filter: RecipientFilter,
  });
  const where = and(
    eq(campaignRecipients.organizationId, actor.organizationId),
    eq(campaignRecipients.campaignId, campaign.id),
    params.filter.status ? sql`${shownStatus} = ${params.filter.status}` : undefined,
  );
  const sortColumn = {
    contactName: conversations.contactName,
    status: shownStatus,
    sentAt: campaignRecipients.sentAt,
  }[params.sort.field];
  const base = app.db
    .select({
      id: campaignRecipients.id,
      leadId: campaignRecipients.leadId,
      conversationId: campaignRecipients.conversationId,
      contactName: conversations.contactName,
      contactNumber: conversations.contactNumber,
      status: shownStatus,
      error: sql<string | null>`coalesce(${campaignRecipients.error}, ${messages.error})`,
      sentAt: campaignRecipients.sentAt,
    })
    .from(campaignRecipients)
    .innerJoin(conversations, eq(conversations.id, campaignRecipients.conversationId))
    .leftJoin(messages, eq(messages.id, campaignRecipients.messageId))
    .where(where);
  const rows = await base
    .orderBy(
      params.sort.order === 'ASC' ? sql`${sortColumn} asc` : sql`${sortColumn} desc`,
      asc(campaignRecipients.id),
    )
    .limit(params.limit)
    .offset(params.offset);
  const [total] = await app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(campaignRecipients)
    .leftJoin(messages, eq(messages.id, campaignRecipients.messageId))
    .where(where);
  const data: RecipientRecord[] = rows.map((row) => ({
    ...row,
    contactName: row.contactName || row.contactNumber,
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
  return { offset: params.offset, total: total?.n ?? 0, data };
}
