import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ContactExport } from '../../../contract/privacy';
import type { DbOrTx } from '../../db/client';
import { campaignRecipients, campaigns, messages, messageTemplates } from '../../db/schema';
import { shownStatus } from '../campaigns/recipients';

/**
 * The campaigns a contact was a recipient of (LGPD access): each campaign's name, its template, and
 * the message's outcome as the campaign's page shows it (sent, delivered, read, replied, failed…).
 */
export async function campaignsReceived(
  db: DbOrTx,
  organizationId: string,
  leadIds: readonly string[],
): Promise<ContactExport['campaigns']> {
  if (leadIds.length === 0) return [];
  const rows = await db
    .select({
      campaignId: campaigns.id,
      name: campaigns.name,
      template: sql<
        string | null
      >`case when ${messageTemplates.id} is null then null else ${messageTemplates.name} || ' (' || ${messageTemplates.language} || ')' end`,
      status: shownStatus,
      error: sql<string | null>`coalesce(${campaignRecipients.error}, ${messages.error})`,
      sentAt: campaignRecipients.sentAt,
    })
    .from(campaignRecipients)
    .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
    .leftJoin(messageTemplates, eq(messageTemplates.id, campaigns.templateId))
    .leftJoin(messages, eq(messages.id, campaignRecipients.messageId))
    .where(
      and(
        eq(campaignRecipients.organizationId, organizationId),
        inArray(campaignRecipients.leadId, [...leadIds]),
      ),
    )
    .orderBy(asc(campaigns.createdAt), asc(campaigns.id));
  return rows.map((row) => ({ ...row, sentAt: row.sentAt?.toISOString() ?? null }));
}
