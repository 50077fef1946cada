import { and, eq, isNull } from 'drizzle-orm';
import type { QualificationLevel } from '../../../contract/constants';
import type { DbOrTx } from '../../db/client';
import { conversations, instances, leads } from '../../db/schema';
import { recordLeadHistory, SYSTEM_ACTORS } from '../../lib/lead-history';

/** `conversations.ai_paused_reason` of a conversation handed to the consultant as a HOT lead. */
export const HOT_LEAD_PAUSE_REASON = 'hot_lead';

export interface LeadOfConversation {
  leadId: string;
  instanceId: string;
  transferredToConsultantAt: Date | null;
}

export async function findLeadOfConversation(
  db: DbOrTx,
  tenantId: string,
  conversationId: string,
): Promise<LeadOfConversation | null> {
  const [row] = await db
    .select({
      leadId: leads.id,
      instanceId: conversations.instanceId,
      transferredToConsultantAt: conversations.transferredToConsultantAt,
    })
    .from(conversations)
    .innerJoin(leads, eq(leads.conversationId, conversations.id))
    .innerJoin(instances, eq(instances.id, conversations.instanceId))
    .where(
      and(
        eq(conversations.id, conversationId),
        eq(conversations.organizationId, tenantId),
        isNull(instances.deletedAt),
      ),
    );
  return row ?? null;
}

export async function saveQualification(
  db: DbOrTx,
  tenantId: string,
  leadId: string,
  result: { level: QualificationLevel; score: number; at: Date },
): Promise<void> {
  const [before] = await db
    .select({ level: leads.qualificationLevel })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.organizationId, tenantId)));
  await db
    .update(leads)
    .set({ qualificationLevel: result.level, aiQualificationScore: result.score, updatedAt: result.at })
    .where(and(eq(leads.id, leadId), eq(leads.organizationId, tenantId)));
  if (before && before.level !== result.level) {
    await recordLeadHistory(db, {
      organizationId: tenantId,
      leadId,
      kind: 'qualification',
      fromValue: before.level,
      toValue: result.level,
      actorUserId: null,
      actorName: SYSTEM_ACTORS.ai,
      reason: `Score ${result.score}/100`,
      at: result.at,
    });
  }
}

/**
 * The conversation counts as transferred to the consultant (the dashboard's `transferredToConsultant`
 * and the instance card's consultant chats count these). True only the first time.
 */
export async function markTransferred(
  db: DbOrTx,
  tenantId: string,
  conversationId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(conversations)
    .set({ transferredToConsultantAt: at, updatedAt: at })
    .where(
      and(
        eq(conversations.id, conversationId),
        eq(conversations.organizationId, tenantId),
        isNull(conversations.transferredToConsultantAt),
      ),
    )
    .returning({ id: conversations.id });
  return rows.length > 0;
}

/** The AI steps back for the consultant; true when it was answering until now. */
export async function pauseAiForConsultant(
  db: DbOrTx,
  tenantId: string,
  conversationId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(conversations)
    .set({ isAiActive: false, aiPausedReason: HOT_LEAD_PAUSE_REASON, updatedAt: at })
    .where(
      and(
        eq(conversations.id, conversationId),
        eq(conversations.organizationId, tenantId),
        eq(conversations.isAiActive, true),
      ),
    )
    .returning({ id: conversations.id });
  return rows.length > 0;
}
