import { and, asc, eq, ilike, inArray, isNotNull, like, or, type SQL, sql } from 'drizzle-orm';
import { onlyDigits } from '../../../contract/common';
import type { DbOrTx } from '../../db/client';
import { conversations, instances, leads } from '../../db/schema';
import { likePattern } from '../../lib/list-query';
import type { InstanceScope } from '../instances/repository';
import { sellerName, sellers } from '../leads/scope';
import { visibleConversation, visibleInstanceIds } from './access';

/** What a conversation card shows: the conversation, its instance's name and its lead. */
const cardColumns = {
  id: conversations.id,
  instanceId: conversations.instanceId,
  instanceName: instances.name,
  contactName: conversations.contactName,
  contactNumber: conversations.contactNumber,
  lastMessage: conversations.lastMessage,
  lastMessageType: conversations.lastMessageType,
  lastMessageAt: conversations.lastMessageAt,
  unreadCount: conversations.unreadCount,
  isAiActive: conversations.isAiActive,
  aiPausedReason: conversations.aiPausedReason,
  isFollowUpActive: conversations.isFollowUpActive,
  followupTime: conversations.followupTime,
  followupMessage: conversations.followupMessage,
  leadId: leads.id,
  leadStatus: leads.status,
  qualificationLevel: leads.qualificationLevel,
  aiQualificationScore: leads.aiQualificationScore,
  needsAttentionAt: conversations.needsAttentionAt,
  attentionReason: conversations.attentionReason,
  assignedUserId: leads.assignedUserId,
  sellerName,
};

export interface ConversationFilter {
  instanceId?: string;
  search?: string;
  needsAttention?: boolean;
}

/** Text typed as a phone number: digits with the usual punctuation, nothing else. */
const PHONE_LIKE = /^[\d\s()+.-]+$/;

/**
 * Case-insensitive substring of the name, or substring of the number by its digits when the text
 * is typed as a phone ('(21) 98765' finds 5521987650001; 'Cliente 07' searches names only).
 */
function searchCondition(text: string): SQL | undefined {
  const byName = ilike(conversations.contactName, likePattern(text));
  const digits = PHONE_LIKE.test(text) ? onlyDigits(text) : '';
  return digits ? or(byName, like(conversations.contactNumber, likePattern(digits))) : byName;
}

function cards(db: DbOrTx) {
  return db
    .select(cardColumns)
    .from(conversations)
    .innerJoin(instances, eq(instances.id, conversations.instanceId))
    .leftJoin(leads, eq(leads.conversationId, conversations.id))
    .leftJoin(sellers, eq(sellers.id, leads.assignedUserId));
}

/** A card as read: the lead's columns are null when the conversation has no lead. */
export type ConversationCardRow = Awaited<ReturnType<typeof cards>>[number];

/**
 * One page of the inbox, most recent first. The order is exactly that of the indexes
 * (organization_id | instance_id, last_message_at desc nulls last, id), so Postgres walks one of
 * them and stops after `limit + 1` visible rows instead of sorting the tenant's conversations.
 */
export async function listConversationCards(
  db: DbOrTx,
  tenantId: string,
  scope: InstanceScope,
  filter: ConversationFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ConversationCardRow[]; hasMore: boolean }> {
  const search = filter.search ? searchCondition(filter.search) : undefined;
  const rows = await cards(db)
    .where(
      and(
        eq(conversations.organizationId, tenantId),
        visibleConversation(tenantId, scope),
        filter.instanceId ? eq(conversations.instanceId, filter.instanceId) : undefined,
        search,
        filter.needsAttention ? isNotNull(conversations.needsAttentionAt) : undefined,
      ),
    )
    .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, asc(conversations.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

export async function findConversationCard(
  db: DbOrTx,
  tenantId: string,
  scope: InstanceScope,
  id: string,
): Promise<ConversationCardRow | undefined> {
  const [row] = await cards(db).where(
    and(
      eq(conversations.id, id),
      eq(conversations.organizationId, tenantId),
      visibleConversation(tenantId, scope),
    ),
  );
  return row;
}

export type ConversationChanges = Partial<
  Pick<
    typeof conversations.$inferInsert,
    'isAiActive' | 'aiPausedReason' | 'isFollowUpActive' | 'followupTime' | 'followupMessage' | 'contactName'
  >
>;

/**
 * Changes one conversation the caller may see, checking visibility in the same statement.
 * Answers its instance id, or undefined when there is no such conversation for this caller.
 */
export async function updateVisibleConversation(
  db: DbOrTx,
  tenantId: string,
  scope: InstanceScope,
  id: string,
  changes: ConversationChanges,
): Promise<{ instanceId: string } | undefined> {
  const [row] = await db
    .update(conversations)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(
        eq(conversations.id, id),
        eq(conversations.organizationId, tenantId),
        inArray(conversations.instanceId, visibleInstanceIds(db, tenantId, scope)),
      ),
    )
    .returning({ instanceId: conversations.instanceId });
  return row;
}
