import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { messageMedia, messages } from '../../db/schema';

/** A bubble's columns; `hasMedia` says whether bytes are stored, without reading them. */
const bubbleColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  instanceId: messages.instanceId,
  content: messages.content,
  timestamp: messages.timestamp,
  seq: messages.seq,
  direction: messages.direction,
  origin: messages.origin,
  senderName: messages.senderName,
  mediaType: messages.mediaType,
  mediaMimetype: messages.mediaMimetype,
  mediaFilename: messages.mediaFilename,
  mediaSize: messages.mediaSize,
  status: messages.status,
  error: messages.error,
  hasMedia: sql<boolean>`${messageMedia.messageId} is not null`.mapWith(Boolean),
};

function bubbles(db: DbOrTx) {
  return db
    .select(bubbleColumns)
    .from(messages)
    .leftJoin(messageMedia, eq(messageMedia.messageId, messages.id));
}

export type MessageRow = Awaited<ReturnType<typeof bubbles>>[number];

/** One page of a chat as a prepared statement, built once per database handle. */
function buildMessagePage(db: DbOrTx) {
  return bubbles(db)
    .where(
      and(
        eq(messages.conversationId, sql.placeholder('conversationId')),
        eq(messages.organizationId, sql.placeholder('tenantId')),
      ),
    )
    .orderBy(sql`${messages.timestamp} desc nulls last`, desc(messages.seq))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('chat_page');
}

const preparedMessagePages = new WeakMap<DbOrTx, ReturnType<typeof buildMessagePage>>();

/**
 * One page of a conversation, newest first as stored: the order of the
 * (conversation_id, timestamp desc nulls last, seq desc) index, so page 1 reads 51 index entries.
 */
export async function listMessagePage(
  db: DbOrTx,
  tenantId: string,
  conversationId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  let prepared = preparedMessagePages.get(db);
  if (!prepared) {
    prepared = buildMessagePage(db);
    preparedMessagePages.set(db, prepared);
  }
  const rows = await prepared.execute({
    conversationId,
    tenantId,
    limit: page.limit + 1,
    offset: page.offset,
  });
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

export async function findMessage(db: DbOrTx, tenantId: string, id: string): Promise<MessageRow | undefined> {
  const [row] = await bubbles(db).where(and(eq(messages.id, id), eq(messages.organizationId, tenantId)));
  return row;
}

/** A human message as the operator wrote it, stored before the gateway is asked to send it. */
export interface OutgoingMessage {
  conversationId: string;
  instanceId: string;
  content: string;
  senderName: string;
  senderUserId: string;
  timestamp: Date;
}

export async function insertPendingHumanMessage(
  db: DbOrTx,
  tenantId: string,
  message: OutgoingMessage,
): Promise<string> {
  const [row] = await db
    .insert(messages)
    .values({ ...message, organizationId: tenantId, direction: 'out', origin: 'human', status: 'pending' })
    .returning({ id: messages.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * Takes a failed human message back to pending for a new attempt, dated now so it moves to the end
 * of the chat. The status check in the same statement lets only one of two concurrent retries win.
 */
export async function claimForRetry(db: DbOrTx, tenantId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ status: 'pending', error: null, timestamp: at })
    .where(
      and(
        eq(messages.id, id),
        eq(messages.organizationId, tenantId),
        eq(messages.origin, 'human'),
        eq(messages.status, 'failed'),
      ),
    )
    .returning({ id: messages.id });
  return rows.length > 0;
}
