import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Message } from '../../../contract/inbox';
import { MessageFilter } from '../../../contract/inbox-lists';
import type { DbOrTx } from '../../db/client';
import { conversations, instances, messages } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import { type ListParams, type ListSpec, likePattern } from '../../lib/list-query';
import { requireVisibleConversation, visibleConversation } from '../conversations/access';
import { scopeOf } from '../instances/service';
import { toMessage } from './mappers';
import { bubbles } from './repository';

/**
 * The `messages` resource: `GET /api/messages?range=…` and `GET /api/messages/:id` in the
 * simple-rest dialect, the messages of every conversation the caller may see. Reading it is only a
 * read: unlike the chat's own page (`listMessages`), it never marks a chat as read.
 */

export const MESSAGE_SORTS = ['id', 'timestamp', 'status', 'origin'] as const;
export type MessageSort = (typeof MESSAGE_SORTS)[number];

const SORT_COLUMNS = {
  id: messages.id,
  timestamp: messages.timestamp,
  status: messages.status,
  origin: messages.origin,
} as const;

export const MESSAGE_LIST_SPEC: ListSpec<MessageSort, MessageFilter> = {
  sortable: MESSAGE_SORTS,
  defaultSort: { field: 'timestamp', order: 'DESC' },
  filter: MessageFilter,
};

function where(actor: AuthContext, filter: MessageFilter): SQL | undefined {
  const ids = filter.id === undefined ? undefined : [filter.id].flat();
  return and(
    eq(messages.organizationId, actor.organizationId),
    visibleConversation(actor.organizationId, scopeOf(actor)),
    filter.conversationId ? eq(messages.conversationId, filter.conversationId) : undefined,
    filter.instanceId ? eq(messages.instanceId, filter.instanceId) : undefined,
    filter.origin ? eq(messages.origin, filter.origin) : undefined,
    filter.status ? eq(messages.status, filter.status) : undefined,
    filter.q ? ilike(messages.content, likePattern(filter.q)) : undefined,
    ids ? inArray(messages.id, ids) : undefined,
  );
}

/** Bubbles joined to the conversation and instance that decide who may see them. */
const visibleBubbles = (db: DbOrTx) =>
  bubbles(db)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(instances, eq(instances.id, conversations.instanceId))
    .$dynamic();

/** One page of messages; a conversation the caller may not see is a 404, as on the chat's page. */
export async function listMessagePage(
  db: DbOrTx,
  actor: AuthContext,
  params: ListParams<MessageSort, MessageFilter>,
): Promise<{ rows: Message[]; total: number }> {
  if (params.filter.conversationId) await requireVisibleConversation(db, actor, params.filter.conversationId);
  const condition = where(actor, params.filter);
  const column = SORT_COLUMNS[params.sort.field];
  const descending = params.sort.order === 'DESC';
  // Messages of the same instant keep their arrival order (`seq`), as the chat shows them.
  const order = descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  const rows = await visibleBubbles(db)
    .where(condition)
    .orderBy(order, descending ? desc(messages.seq) : asc(messages.seq), asc(messages.id))
    .offset(params.offset)
    .limit(params.limit);
  const [total] = await db
    .select({ total: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(instances, eq(instances.id, conversations.instanceId))
    .where(condition);
  return { rows: rows.map(toMessage), total: Number(total?.total ?? 0) };
}

/** One message the caller may see; 404 otherwise, another tenant's included. */
export async function findVisibleMessage(db: DbOrTx, actor: AuthContext, id: string): Promise<Message> {
  const [row] = await visibleBubbles(db).where(and(where(actor, {}), eq(messages.id, id)));
  if (!row) throw notFound('Mensagem não encontrada');
  return toMessage(row);
}
