import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  like,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { onlyDigits } from '../../../contract/common';
import type { Conversation } from '../../../contract/inbox';
import { ConversationFilter } from '../../../contract/inbox-lists';
import type { DbOrTx } from '../../db/client';
import { conversations, instances, leads } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { type ListParams, type ListSpec, likePattern } from '../../lib/list-query';
import { scopeOf } from '../instances/service';
import { visibleConversation } from './access';
import { toConversation } from './mappers';
import { cards, PHONE_LIKE } from './repository';

/**
 * The `conversations` resource: `GET /api/conversations?range=…` in the simple-rest dialect, with
 * the inbox's filters (instance, search, needs attention) and a total. The inbox's own page
 * (`?page=`, a prepared statement without a count) is `listConversationCards`.
 */

export const CONVERSATION_SORTS = [
  'id',
  'lastMessageAt',
  'contactName',
  'unreadCount',
  'createdAt',
  'needsAttentionAt',
] as const;
export type ConversationSort = (typeof CONVERSATION_SORTS)[number];

const SORT_COLUMNS = {
  id: conversations.id,
  lastMessageAt: conversations.lastMessageAt,
  contactName: conversations.contactName,
  unreadCount: conversations.unreadCount,
  createdAt: conversations.createdAt,
  needsAttentionAt: conversations.needsAttentionAt,
} as const;

export const CONVERSATION_LIST_SPEC: ListSpec<ConversationSort, ConversationFilter> = {
  sortable: CONVERSATION_SORTS,
  // The inbox's order: most recent first.
  defaultSort: { field: 'lastMessageAt', order: 'DESC' },
  filter: ConversationFilter,
};

/** The inbox's search: the name, or also the number by its digits when the text is typed as a phone. */
function search(text: string): SQL | undefined {
  const byName = ilike(conversations.contactName, likePattern(text));
  const digits = PHONE_LIKE.test(text) ? onlyDigits(text) : '';
  return digits ? or(byName, like(conversations.contactNumber, likePattern(digits))) : byName;
}

function where(actor: AuthContext, filter: ConversationFilter): SQL | undefined {
  const ids = filter.id === undefined ? undefined : [filter.id].flat();
  return and(
    eq(conversations.organizationId, actor.organizationId),
    visibleConversation(actor.organizationId, scopeOf(actor)),
    filter.instanceId ? eq(conversations.instanceId, filter.instanceId) : undefined,
    filter.q ? search(filter.q) : undefined,
    filter.needsAttention === true ? isNotNull(conversations.needsAttentionAt) : undefined,
    filter.unread === true ? gt(conversations.unreadCount, 0) : undefined,
    filter.unread === false ? eq(conversations.unreadCount, 0) : undefined,
    filter.leadStatus ? eq(leads.status, filter.leadStatus) : undefined,
    filter.assignedUserId ? eq(leads.assignedUserId, filter.assignedUserId) : undefined,
    ids ? inArray(conversations.id, ids) : undefined,
  );
}

/** One page of the conversations the caller may see, with the total the filter matches. */
export async function listConversationPage(
  db: DbOrTx,
  actor: AuthContext,
  params: ListParams<ConversationSort, ConversationFilter>,
): Promise<{ rows: Conversation[]; total: number }> {
  const condition = where(actor, params.filter);
  const column = SORT_COLUMNS[params.sort.field];
  // A conversation without messages has no time: it goes last either way, as in the inbox.
  const order = params.sort.order === 'DESC' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  const tieBreak = params.sort.order === 'DESC' ? desc(conversations.id) : asc(conversations.id);
  const rows = await cards(db)
    .where(condition)
    .orderBy(order, tieBreak)
    .offset(params.offset)
    .limit(params.limit);
  const [total] = await db
    .select({ total: count() })
    .from(conversations)
    .innerJoin(instances, eq(instances.id, conversations.instanceId))
    .leftJoin(leads, eq(leads.conversationId, conversations.id))
    .where(condition);
  return { rows: rows.map(toConversation), total: Number(total?.total ?? 0) };
}
