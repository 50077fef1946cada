import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { conversations, crmLeadLinks, leads } from '../db/schema';
import type { CrmGateway } from '../gateways/crm/port';

/** Leads pushed per run at most; the rest go with the next run. */
export const LEADS_PER_SYNC = 200;

/**
 * Leads out: every lead of the organization the CRM has not seen, or whose status changed since it
 * was last pushed, goes to the CRM with its status; the CRM's code is kept for the next update.
 * Answers how many were pushed. A failure stops the run (the job retries; pushed ones stay pushed).
 */
export async function pushChangedLeads(
  db: DbOrTx,
  tenantId: string,
  crm: CrmGateway,
  now: Date,
): Promise<number> {
  const pending = await db
    .select({
      leadId: leads.id,
      status: leads.status,
      qualification: leads.qualificationLevel,
      createdAt: leads.createdAt,
      name: conversations.contactName,
      phone: conversations.contactNumber,
      externalId: crmLeadLinks.externalId,
    })
    .from(leads)
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .leftJoin(crmLeadLinks, eq(crmLeadLinks.leadId, leads.id))
    .where(
      and(
        eq(leads.organizationId, tenantId),
        or(isNull(crmLeadLinks.leadId), ne(crmLeadLinks.pushedStatus, leads.status)),
      ),
    )
    .orderBy(leads.updatedAt)
    .limit(LEADS_PER_SYNC);
  let pushed = 0;
  for (const lead of pending) {
    const { externalId } = await crm.pushLead({
      leadId: lead.leadId,
      externalId: lead.externalId,
      name: lead.name || lead.phone,
      phone: lead.phone,
      status: lead.status,
      qualification: lead.qualification,
      createdAt: lead.createdAt,
    });
    await db
      .insert(crmLeadLinks)
      .values({
        leadId: lead.leadId,
        organizationId: tenantId,
        externalId,
        pushedStatus: lead.status,
        pushedAt: now,
      })
      .onConflictDoUpdate({
        target: crmLeadLinks.leadId,
        set: { externalId, pushedStatus: sql`excluded.pushed_status`, pushedAt: now },
      });
    pushed++;
  }
  return pushed;
}
