import type { LeadStatus, QualificationLevel } from '../../../../contract/constants';
import type { Db } from '../../../../server/db/client';
import { leads } from '../../../../server/db/schema';
import { type ConversationInit, createConversation } from '../messages/fixtures';

export interface BoardLeadInit extends ConversationInit {
  status?: LeadStatus;
  qualificationLevel?: QualificationLevel;
  score?: number;
  lostReason?: string;
  soldChannel?: string;
  createdAt?: Date;
}

/** A conversation and its lead, written straight to the database in any column of the board. */
export async function createBoardLead(
  db: Db,
  instance: { id: string; organizationId: string },
  init: BoardLeadInit = {},
): Promise<{ id: string; conversationId: string; contactNumber: string }> {
  const conversation = await createConversation(db, instance, init);
  const [row] = await db
    .insert(leads)
    .values({
      organizationId: instance.organizationId,
      instanceId: instance.id,
      conversationId: conversation.id,
      status: init.status ?? 'new',
      qualificationLevel: init.qualificationLevel ?? null,
      aiQualificationScore: init.score ?? null,
      lostReason: init.lostReason ?? null,
      soldChannel: init.soldChannel ?? null,
      createdAt: init.createdAt ?? new Date(),
    })
    .returning({ id: leads.id });
  if (!row) throw new Error('lead not created');
  return { id: row.id, conversationId: conversation.id, contactNumber: conversation.contactNumber };
}
