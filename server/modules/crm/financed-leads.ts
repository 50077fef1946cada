import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FinancedLeadsResponse } from '../../../contract/crm';
import { conversations, instances, leads, users } from '../../db/schema';
import { isAdmin } from '../../lib/auth-context';

/** The sold dialog's extra that says the sale went through a finance company. */
const FINANCING_ITEM = 'financing_returned';

/**
 * `/leadsok`: the leads whose sale was marked in the sold dialog with "Financeira Retorno" (the
 * finance company returned the deal), and those whose customer asked the AI for a financing
 * simulation (the credit team's next calls), newest first, with their status on the board today.
 * Sellers see the leads of their own instances and those handed to them; admins the organization's.
 */
export const financedLeadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/credit/leads', { schema: { response: { 200: FinancedLeadsResponse } } }, async (request) => {
    const actor = request.auth;
    const sellerName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;
    const rows = await app.db
      .select({
        id: leads.id,
        conversationId: leads.conversationId,
        contactName: conversations.contactName,
        contactNumber: conversations.contactNumber,
        instanceName: instances.name,
        sellerName,
        status: leads.status,
        qualificationLevel: leads.qualificationLevel,
        saleValue: leads.saleValue,
        soldAt: leads.statusChangedAt,
        financingInterestAt: leads.financingInterestAt,
        financed: sql<boolean>`${FINANCING_ITEM} = ANY(${leads.saleItems})`,
      })
      .from(leads)
      .innerJoin(conversations, eq(conversations.id, leads.conversationId))
      .innerJoin(instances, eq(instances.id, leads.instanceId))
      .leftJoin(users, eq(users.id, leads.assignedUserId))
      .where(
        and(
          eq(leads.organizationId, actor.organizationId),
          isNull(instances.deletedAt),
          or(sql`${FINANCING_ITEM} = ANY(${leads.saleItems})`, isNotNull(leads.financingInterestAt)),
          ...(isAdmin(actor)
            ? []
            : [or(eq(instances.userId, actor.userId), eq(leads.assignedUserId, actor.userId))]),
        ),
      )
      .orderBy(sql`${leads.statusChangedAt} desc nulls last`, desc(leads.updatedAt))
      .limit(500);
    return rows.map(({ financed, ...row }) => ({
      ...row,
      // A lead only interested in financing has not been sold: its status change is not a sale.
      soldAt: financed && row.soldAt ? row.soldAt.toISOString() : null,
      financingInterestAt: row.financingInterestAt?.toISOString() ?? null,
    }));
  });
};
