import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { conversations, instances } from '../../db/schema';
import { type NotifyResult, notify } from '../../notifications/notify';
import type { EngineDeps } from '../deps';

/**
 * Tells the owner of the instance that a HOT lead was handed over (the bell, and e-mail when the
 * organization allows it). Its WhatsApp channel is the consultant's notice of the instance, sent by
 * the alerts job, so it is not sent twice here.
 */
export async function noticeHotLeadToOwner(
  deps: EngineDeps,
  tx: Tx,
  lead: { organizationId: string; instanceId: string; conversationId: string; score: number; reason: string },
): Promise<NotifyResult | null> {
  const [row] = await tx
    .select({
      ownerId: instances.userId,
      instanceName: instances.name,
      contactName: conversations.contactName,
      contactNumber: conversations.contactNumber,
    })
    .from(conversations)
    .innerJoin(instances, eq(instances.id, conversations.instanceId))
    .where(
      and(eq(conversations.id, lead.conversationId), eq(conversations.organizationId, lead.organizationId)),
    );
  if (!row) return null;
  const who = row.contactName || `+${row.contactNumber}`;
  return notify(
    { db: tx, bus: deps.events, clock: deps.clock, publicUrl: deps.config.publicUrl },
    {
      organizationId: lead.organizationId,
      to: { userId: row.ownerId },
      kind: 'hot_lead',
      title: `Lead quente: ${who}`,
      body: `${row.instanceName}: score ${lead.score}. ${lead.reason}`.trim(),
      link: `/chat?conversation=${encodeURIComponent(lead.conversationId)}`,
      whatsapp: false,
    },
  );
}
