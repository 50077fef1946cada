import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { type ConversationNote, NoteFilter } from '../../../contract/inbox';
import type { DbOrTx } from '../../db/client';
import { conversationNotes, conversations, instances } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import { type ListParams, type ListSpec, likePattern } from '../../lib/list-query';
import { scopeOf } from '../instances/service';
import { requireVisibleConversation, visibleConversation } from './access';
import { toNote } from './notes';

/**
 * The `notes` resource (`/api/notes`): the notes of every conversation the caller may see, in the
 * simple-rest dialect; the inbox's notes panel reads one conversation's.
 */

export const NOTE_SORTS = ['id', 'createdAt', 'authorName'] as const;
export type NoteSort = (typeof NOTE_SORTS)[number];

const SORT_COLUMNS = {
  id: conversationNotes.id,
  createdAt: conversationNotes.createdAt,
  authorName: conversationNotes.authorName,
} as const;

export const NOTE_LIST_SPEC: ListSpec<NoteSort, NoteFilter> = {
  sortable: NOTE_SORTS,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filter: NoteFilter,
};

function where(actor: AuthContext, filter: NoteFilter): SQL | undefined {
  const ids = filter.id === undefined ? undefined : [filter.id].flat();
  return and(
    eq(conversationNotes.organizationId, actor.organizationId),
    visibleConversation(actor.organizationId, scopeOf(actor)),
    filter.conversationId ? eq(conversationNotes.conversationId, filter.conversationId) : undefined,
    filter.authorId ? eq(conversationNotes.authorId, filter.authorId) : undefined,
    ids ? inArray(conversationNotes.id, ids) : undefined,
    filter.q
      ? or(
          ilike(conversationNotes.text, likePattern(filter.q)),
          ilike(conversationNotes.authorName, likePattern(filter.q)),
        )
      : undefined,
  );
}

const noteColumns = getTableColumns(conversationNotes);

/** Notes joined to the conversation and instance that decide who may see them. */
const visibleNotes = (db: DbOrTx) =>
  db
    .select(noteColumns)
    .from(conversationNotes)
    .innerJoin(conversations, eq(conversations.id, conversationNotes.conversationId))
    .innerJoin(instances, eq(instances.id, conversations.instanceId))
    .$dynamic();

/** One page of notes; a conversation the caller may not see is a 404, as on its own routes. */
export async function listNotePage(
  db: DbOrTx,
  actor: AuthContext,
  params: ListParams<NoteSort, NoteFilter>,
): Promise<{ rows: ConversationNote[]; total: number }> {
  if (params.filter.conversationId) await requireVisibleConversation(db, actor, params.filter.conversationId);
  const direction = params.sort.order === 'DESC' ? desc : asc;
  const condition = where(actor, params.filter);
  const rows = await visibleNotes(db)
    .where(condition)
    .orderBy(direction(SORT_COLUMNS[params.sort.field]), desc(conversationNotes.id))
    .offset(params.offset)
    .limit(params.limit);
  const [total] = await db
    .select({ total: count() })
    .from(conversationNotes)
    .innerJoin(conversations, eq(conversations.id, conversationNotes.conversationId))
    .innerJoin(instances, eq(instances.id, conversations.instanceId))
    .where(condition);
  return { rows: rows.map(toNote), total: Number(total?.total ?? 0) };
}

export async function findNote(db: DbOrTx, actor: AuthContext, id: string): Promise<ConversationNote> {
  const [row] = await visibleNotes(db).where(and(where(actor, {}), eq(conversationNotes.id, id)));
  if (!row) throw notFound('Nota não encontrada');
  return toNote(row);
}
