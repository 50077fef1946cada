import { and, eq, gte, inArray, lte, notExists, type SQL, sql } from 'drizzle-orm';
import type { CampaignAudience } from '../../../contract/campaigns';
import type { DbOrTx } from '../../db/client';
import { campaignRecipients, conversations, leads } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';

const DAY_MS = 86_400_000;

/**
 * The leads of one number a campaign reaches: the filters the admin chose, only contacts who opted
 * in to receiving offers (writing to the shop counts for service messages, not for campaigns), and
 * never one a campaign reached in the last `recentDays` days.
 */
function audienceWhere(tenantId: string, instanceId: string, audience: CampaignAudience, now: Date): SQL {
  const since = new Date(now.getTime() - audience.recentDays * DAY_MS);
  const conditions: (SQL | undefined)[] = [
    eq(leads.organizationId, tenantId),
    eq(leads.instanceId, instanceId),
    eq(leads.consentStatus, 'opted_in'),
    audience.statuses.length ? inArray(leads.status, audience.statuses) : undefined,
    audience.qualifications.length ? inArray(leads.qualificationLevel, audience.qualifications) : undefined,
    audience.sellerIds.length ? inArray(leads.assignedUserId, audience.sellerIds) : undefined,
    audience.saleChannels.length ? inArray(leads.soldChannel, audience.saleChannels) : undefined,
    audience.lastContactFrom
      ? gte(conversations.lastMessageAt, new Date(audience.lastContactFrom))
      : undefined,
    audience.lastContactTo ? lte(conversations.lastMessageAt, new Date(audience.lastContactTo)) : undefined,
  ];
  if (audience.recentDays > 0) {
    conditions.push(
      notExists(
        sql`(select 1 from ${campaignRecipients} where ${campaignRecipients.conversationId} = ${leads.conversationId}
          and ${campaignRecipients.status} in ('sending', 'sent') and ${campaignRecipients.claimedAt} >= ${since.toISOString()}::timestamptz)`,
      ),
    );
  }
  return and(...conditions) as SQL;
}

export async function countAudience(
  db: DbOrTx,
  tenantId: string,
  instanceId: string,
  audience: CampaignAudience,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .where(audienceWhere(tenantId, instanceId, audience, now));
  return row?.n ?? 0;
}

/** Writes the campaign's recipients as the audience stands now (at start); answers how many. */
export async function materializeRecipients(
  db: DbOrTx,
  campaign: { id: string; organizationId: string; instanceId: string; audience: CampaignAudience },
  now: Date,
): Promise<number> {
  const chosen = db
    .select({
      organizationId: leads.organizationId,
      campaignId: sql`${campaign.id}::uuid`.as('campaign_id'),
      leadId: leads.id,
      conversationId: leads.conversationId,
    })
    .from(leads)
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .where(audienceWhere(campaign.organizationId, campaign.instanceId, campaign.audience, now));
  const result = await db.execute(
    sql`insert into ${campaignRecipients} (organization_id, campaign_id, lead_id, conversation_id)
      ${chosen} on conflict do nothing returning id`,
  );
  return rowsOf<{ id: string }>(result).length;
}
