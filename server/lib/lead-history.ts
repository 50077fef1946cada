import type { DbOrTx } from '../db/client';
import { leadHistory } from '../db/schema';

export type LeadHistoryKind = 'status' | 'qualification' | 'assignment';

export interface LeadHistoryInput {
  organizationId: string;
  leadId: string;
  kind: LeadHistoryKind;
  fromValue?: string | null;
  toValue?: string | null;
  /** Null when the system acted (the AI's qualification, the idle-lead redistribution). */
  actorUserId: string | null;
  actorName: string;
  fromUserId?: string | null;
  toUserId?: string | null;
  reason?: string | null;
  at: Date;
}

/** Names the system uses in a lead's history when no person acted. */
export const SYSTEM_ACTORS = { ai: 'IA', redistribution: 'Redistribuição automática' } as const;

/**
 * One line of a lead's history (the register's show view reads it). Written by the board, the AI's
 * qualification and the redistribution job in the transaction of the change they record.
 */
export async function recordLeadHistory(db: DbOrTx, entry: LeadHistoryInput): Promise<void> {
  await db.insert(leadHistory).values({
    organizationId: entry.organizationId,
    leadId: entry.leadId,
    kind: entry.kind,
    fromValue: entry.fromValue ?? null,
    toValue: entry.toValue ?? null,
    actorUserId: entry.actorUserId,
    actorName: entry.actorName,
    fromUserId: entry.fromUserId ?? null,
    toUserId: entry.toUserId ?? null,
    reason: entry.reason ?? null,
    createdAt: entry.at,
  });
}
