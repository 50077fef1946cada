import { and, asc, eq, ilike, inArray, isNotNull, like, or, sql } from 'drizzle-orm';
import { onlyDigits } from '../../../contract/common';
import type { DbOrTx } from '../../db/client';
import { PreparedStatements } from '../../db/prepared';
import { maybeTimeOf, namedColumns, rawRows } from '../../db/raw-rows';
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
  consentStatus: leads.consentStatus,
};

export interface ConversationFilter {
  instanceId?: string;
  search?: string;
  needsAttention?: boolean;
}

/** Text typed as a phone number: digits with the usual punctuation, nothing else. */
export const PHONE_LIKE = /^[\d\s()+.-]+$/;

export function cards(db: DbOrTx) {
  return db
    .select(cardColumns)
    .from(conversations)
    .innerJoin(instances, eq(instances.id, conversations.instanceId))
    .leftJoin(leads, eq(leads.conversationId, conversations.id))
    .leftJoin(sellers, eq(sellers.id, leads.assignedUserId));
}

/** A card as read: the lead's columns are null when the conversation has no lead. */
export type ConversationCardRow = Awaited<ReturnType<typeof cards>>[number];

/** The placeholders of the prepared inbox page: the values change per call, the SQL text does not. */
const page$ = {
  tenantId: sql.placeholder('tenantId'),
  ownerId: sql.placeholder('ownerId'),
  instanceId: sql.placeholder('instanceId'),
  name: sql.placeholder('name'),
  digits: sql.placeholder('digits'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/** Which conditions a page has: one prepared statement per shape. */
interface PageShape {
  seller: boolean;
  instance: boolean;
  search: 'none' | 'name' | 'name or number';
  needsAttention: boolean;
  /** A page after the first: its ids are found before the cards are joined (see `buildPage`). */
  deep: boolean;
}

/** The card's columns as the page statement names them: the keys of `cardColumns`. */
const pageColumns = namedColumns(cardColumns);

/** A card as the driver answers it (`rawRows`): the times as their text. */
type CardText = Omit<ConversationCardRow, 'lastMessageAt' | 'needsAttentionAt'> & {
  lastMessageAt: string | null;
  needsAttentionAt: string | null;
};

/** The inbox's order: most recent first, then by id; exactly that of its indexes. */
const pageOrder = [sql`${conversations.lastMessageAt} desc nulls last`, asc(conversations.id)];

function buildPage(db: DbOrTx, shape: PageShape, name: string) {
  const byName = ilike(conversations.contactName, page$.name);
  const search =
    shape.search === 'none'
      ? undefined
      : shape.search === 'name'
        ? byName
        : or(byName, like(conversations.contactNumber, page$.digits));
  const where = and(
    eq(conversations.organizationId, page$.tenantId),
    visibleConversation(page$.tenantId, shape.seller ? { ownerId: page$.ownerId } : {}),
    shape.instance ? eq(conversations.instanceId, page$.instanceId) : undefined,
    search,
    shape.needsAttention ? isNotNull(conversations.needsAttentionAt) : undefined,
  );
  if (!shape.deep) {
    // The first page: Postgres stops after `limit + 1` rows, each joined once.
    return db
      .select(pageColumns)
      .from(conversations)
      .innerJoin(instances, eq(instances.id, conversations.instanceId))
      .leftJoin(leads, eq(leads.conversationId, conversations.id))
      .leftJoin(sellers, eq(sellers.id, leads.assignedUserId))
      .where(where)
      .orderBy(...pageOrder)
      .limit(page$.limit)
      .offset(page$.offset)
      .prepare(name);
  }
  // A later page: its ids first, walking the index with only the visibility check, then the cards
  // of those rows alone, so the rows skipped before them (1,980 on page 100) are not joined to
  // their lead and seller.
  const ids = db
    .select({ id: conversations.id })
    .from(conversations)
    .innerJoin(instances, eq(instances.id, conversations.instanceId))
    .where(where)
    .orderBy(...pageOrder)
    .limit(page$.limit)
    .offset(page$.offset)
    .as('page');
  return db
    .select(pageColumns)
    .from(ids)
    .innerJoin(conversations, eq(conversations.id, ids.id))
    .innerJoin(instances, eq(instances.id, conversations.instanceId))
    .leftJoin(leads, eq(leads.conversationId, conversations.id))
    .leftJoin(sellers, eq(sellers.id, leads.assignedUserId))
    .orderBy(...pageOrder)
    .prepare(name);
}

/** Built once per database handle and shape: drizzle's SQL building was a third of the route's own time. */
const preparedPages = new PreparedStatements<string, ReturnType<typeof buildPage>>();

function preparedPage(db: DbOrTx, shape: PageShape) {
  const name = `inbox_page_${shape.seller ? 's' : 'a'}${shape.instance ? 'i' : ''}${shape.search === 'none' ? '' : shape.search === 'name' ? 'n' : 'nd'}${shape.needsAttention ? 't' : ''}${shape.deep ? '_d' : ''}`;
  return preparedPages.get(db, name, () => buildPage(db, shape, name));
}

/**
 * One page of the inbox, most recent first. The order is exactly that of the indexes
 * (organization_id | instance_id, last_message_at desc nulls last, id), so Postgres walks one of
 * them and stops after `limit + 1` visible rows instead of sorting the tenant's conversations; on
 * a later page the cards (instance name, lead, seller) are joined to the page's rows only, not to
 * the rows skipped before them (page 100 skips 1,980).
 * The search is a case-insensitive substring of the name, or of the number by its digits when the
 * text is typed as a phone ('(21) 98765' finds 5521987650001; 'Cliente 07' searches names only).
 * On PostgreSQL the statement is prepared once per connection (no planning per call). The rows
 * are the driver's (`rawRows`), read here as drizzle would read them.
 */
export async function listConversationCards(
  db: DbOrTx,
  tenantId: string,
  scope: InstanceScope,
  filter: ConversationFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ConversationCardRow[]; hasMore: boolean }> {
  const text = filter.search;
  const digits = text && PHONE_LIKE.test(text) ? onlyDigits(text) : '';
  const shape: PageShape = {
    seller: Boolean(scope.ownerId),
    instance: Boolean(filter.instanceId),
    search: !text ? 'none' : digits ? 'name or number' : 'name',
    needsAttention: Boolean(filter.needsAttention),
    deep: page.offset > 0,
  };
  const rows = await rawRows<CardText>(preparedPage(db, shape), {
    tenantId,
    ownerId: scope.ownerId,
    instanceId: filter.instanceId,
    name: text ? likePattern(text) : undefined,
    digits: digits ? likePattern(digits) : undefined,
    limit: page.limit + 1,
    offset: page.offset,
  });
  const found: ConversationCardRow[] = [];
  for (const row of rows.length > page.limit ? rows.slice(0, page.limit) : rows) {
    found.push({
      ...row,
      lastMessageAt: maybeTimeOf(row.lastMessageAt),
      needsAttentionAt: maybeTimeOf(row.needsAttentionAt),
    });
  }
  return { rows: found, hasMore: rows.length > page.limit };
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
