import { and, desc, eq } from 'drizzle-orm';
import type { ConversationNote, NoteListQuery, NotePage } from '../../../contract/inbox';
import type { DbOrTx } from '../../db/client';
import { conversationNotes } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { requireVisibleConversation } from './access';

/**
 * Internal notes on a conversation: written by staff, read by staff, stored on the server and
 * never handed to a gateway. Whoever may see the conversation may read and add notes.
 */

type NoteRow = typeof conversationNotes.$inferSelect;

export function toNote(row: NoteRow): ConversationNote {
  return {
    id: row.id,
    conversationId: row.conversationId,
    authorId: row.authorId,
    authorName: row.authorName,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest first, as a notes panel reads them. */
export async function listNotes(
  db: DbOrTx,
  actor: AuthContext,
  conversationId: string,
  query: NoteListQuery,
): Promise<NotePage> {
  await requireVisibleConversation(db, actor, conversationId);
  const rows = await db
    .select()
    .from(conversationNotes)
    .where(
      and(
        eq(conversationNotes.conversationId, conversationId),
        eq(conversationNotes.organizationId, actor.organizationId),
      ),
    )
    .orderBy(desc(conversationNotes.createdAt), desc(conversationNotes.id))
    .limit(query.limit + 1)
    .offset((query.page - 1) * query.limit);
  return { notes: rows.slice(0, query.limit).map(toNote), hasMore: rows.length > query.limit };
}

/** The author is the caller, by id and by the name it had when writing. */
export async function addNote(
  db: DbOrTx,
  actor: AuthContext,
  conversationId: string,
  text: string,
): Promise<ConversationNote> {
  await requireVisibleConversation(db, actor, conversationId);
  const [row] = await db
    .insert(conversationNotes)
    .values({
      organizationId: actor.organizationId,
      conversationId,
      authorId: actor.userId,
      authorName: actor.name || actor.email,
      text,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toNote(row);
}
