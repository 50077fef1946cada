import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEAD_STATUSES, QUALIFICATION_LEVELS } from '../../../contract/constants';
import { conversations, instances, leads, messages } from '../../db/schema';
import { isAdmin } from '../../lib/auth-context';

/** Words of a customer asking about credit; the board does not record how a sale was paid. */
const FINANCING_PATTERN = '(financ|parcel|entrada|simula|credito|crédito|consorcio|consórcio)';

export const FinancedLead = z.object({
  id: z.string(),
  contactName: z.string(),
  contactNumber: z.string(),
  instanceName: z.string(),
  status: z.enum(LEAD_STATUSES),
  qualificationLevel: z.enum(QUALIFICATION_LEVELS).nullable(),
  lastMentionAt: z.string(),
});

/**
 * `/leadsok`: the leads whose customer talked about financing, newest mention first, with their
 * status on the board. Sellers see the leads of their own instances, admins the organization's.
 */
export const financedLeadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/credit/leads', { schema: { response: { 200: z.array(FinancedLead) } } }, async (request) => {
    const actor = request.auth;
    const lastMention = sql<Date>`max(${messages.timestamp})`;
    const rows = await app.db
      .select({
        id: leads.id,
        contactName: conversations.contactName,
        contactNumber: conversations.contactNumber,
        instanceName: instances.name,
        status: leads.status,
        qualificationLevel: leads.qualificationLevel,
        lastMentionAt: lastMention,
      })
      .from(leads)
      .innerJoin(conversations, eq(conversations.id, leads.conversationId))
      .innerJoin(instances, eq(instances.id, leads.instanceId))
      .innerJoin(
        messages,
        and(
          eq(messages.conversationId, leads.conversationId),
          eq(messages.origin, 'contact'),
          sql`${messages.content} ~* ${FINANCING_PATTERN}`,
        ),
      )
      .where(
        and(
          eq(leads.organizationId, actor.organizationId),
          ...(isAdmin(actor) ? [] : [eq(instances.userId, actor.userId)]),
        ),
      )
      .groupBy(leads.id, conversations.id, instances.id)
      .orderBy(desc(lastMention))
      .limit(500);
    return rows.map((row) => ({ ...row, lastMentionAt: new Date(row.lastMentionAt).toISOString() }));
  });
};
