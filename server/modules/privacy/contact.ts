import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversations, instances, leads } from '../../db/schema';
import { notFound } from '../../lib/errors';

export interface DataSubject {
  organizationId: string;
  name: string;
  /** Digits, as WhatsApp gave them. */
  number: string;
  /** Every conversation of the number in the organization, on any live instance. */
  conversationIds: string[];
  /** The chat JIDs WhatsApp gave those conversations (`…@s.whatsapp.net`, `…@lid`). */
  jids: string[];
}

/**
 * The person behind a lead (the data subject of the LGPD): their number and every conversation the
 * organization holds with it (an erased one keeps only its own). Another organization's lead is a 404.
 */
export async function findDataSubject(
  db: DbOrTx,
  organizationId: string,
  leadId: string,
): Promise<DataSubject> {
  const [lead] = await db
    .select({ name: conversations.contactName, number: conversations.contactNumber })
    .from(leads)
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .innerJoin(instances, eq(instances.id, leads.instanceId))
    .where(and(eq(leads.id, leadId), eq(leads.organizationId, organizationId), isNull(instances.deletedAt)));
  if (!lead) throw notFound('Lead não encontrado');
  const rows = await db
    .select({ id: conversations.id, jid: conversations.contactJid })
    .from(conversations)
    .where(
      and(eq(conversations.organizationId, organizationId), eq(conversations.contactNumber, lead.number)),
    )
    .orderBy(asc(conversations.createdAt));
  return {
    organizationId,
    name: lead.name,
    number: lead.number,
    conversationIds: rows.map((row) => row.id),
    jids: [...new Set(rows.flatMap((row) => (row.jid ? [row.jid] : [])))],
  };
}
