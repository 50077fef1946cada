import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversations, instances, messageMedia, messages } from '../../db/schema';
import { visibleConversation } from '../conversations/access';
import type { InstanceScope } from '../instances/repository';

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

/** The placeholders of the prepared chat page: the values change per call, the SQL text does not. */
const page$ = {
  conversationId: sql.placeholder('conversationId'),
  tenantId: sql.placeholder('tenantId'),
  ownerId: sql.placeholder('ownerId'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/**
 * One page of a chat together with the check that the caller may see the conversation, as one
 * prepared statement per scope (admin or seller): the conversation row, visible or not, and the
 * page's messages joined to it laterally. No row: the conversation is out of reach. One row with a
 * null message: a chat with no messages on that page.
 */
function buildMessagePage(db: DbOrTx, seller: boolean) {
  const page = db
    .select({
      ...bubbleColumns,
      hasMedia: sql<boolean>`${messageMedia.messageId} is not null`.as('has_media'),
    })
    .from(messages)
    .leftJoin(messageMedia, eq(messageMedia.messageId, messages.id))
    .where(and(eq(messages.conversationId, conversations.id), eq(messages.organizationId, page$.tenantId)))
    .orderBy(sql`${messages.timestamp} desc nulls last`, desc(messages.seq))
    .limit(page$.limit)
    .offset(page$.offset)
    .as('page');
  return db
    .select({
      unreadCount: conversations.unreadCount,
      id: page.id,
      conversationId: page.conversationId,
      instanceId: page.instanceId,
      content: page.content,
      timestamp: page.timestamp,
      seq: page.seq,
      direction: page.direction,
      origin: page.origin,
      senderName: page.senderName,
      mediaType: page.mediaType,
      mediaMimetype: page.mediaMimetype,
      mediaFilename: page.mediaFilename,
      mediaSize: page.mediaSize,
      status: page.status,
      error: page.error,
      hasMedia: page.hasMedia,
    })
    .from(conversations)
    .innerJoin(instances, eq(instances.id, conversations.instanceId))
    .leftJoinLateral(page, sql`true`)
    .where(
      and(
        eq(conversations.id, page$.conversationId),
        eq(conversations.organizationId, page$.tenantId),
        visibleConversation(page$.tenantId, seller ? { ownerId: page$.ownerId } : {}),
      ),
    )
    .orderBy(sql`${page.timestamp} desc nulls last`, desc(page.seq))
    .prepare(seller ? 'chat_page_s' : 'chat_page_a');
}

type PreparedMessagePage = ReturnType<typeof buildMessagePage>;
/** Built once per database handle and scope: drizzle's SQL building costs as much as the statement. */
const preparedMessagePages = new WeakMap<DbOrTx, Map<boolean, PreparedMessagePage>>();

function preparedMessagePage(db: DbOrTx, seller: boolean): PreparedMessagePage {
  let pages = preparedMessagePages.get(db);
  if (!pages) {
    pages = new Map();
    preparedMessagePages.set(db, pages);
  }
  let prepared = pages.get(seller);
  if (!prepared) {
    prepared = buildMessagePage(db, seller);
    pages.set(seller, prepared);
  }
  return prepared;
}

/** A page of a chat the caller may see, with the conversation's unread count as it was read. */
export interface MessagePageRead {
  unreadCount: number;
  rows: MessageRow[];
  hasMore: boolean;
}

/**
 * One page of a conversation the caller may see, newest first as stored, in one statement with the
 * visibility check (the access rules of `visibleConversation`); undefined when the conversation is
 * out of reach. The order is that of the (conversation_id, timestamp desc nulls last, seq desc)
 * index, so page 1 reads 51 index entries.
 */
export async function readMessagePage(
  db: DbOrTx,
  tenantId: string,
  scope: InstanceScope,
  conversationId: string,
  page: { offset: number; limit: number },
): Promise<MessagePageRead | undefined> {
  const rows = await preparedMessagePage(db, Boolean(scope.ownerId)).execute({
    conversationId,
    tenantId,
    ownerId: scope.ownerId,
    limit: page.limit + 1,
    offset: page.offset,
  });
  const [first] = rows;
  if (!first) return undefined;
  const found: MessageRow[] = [];
  for (const row of rows) {
    if (row.id === null) continue;
    found.push(row as MessageRow);
  }
  return {
    unreadCount: first.unreadCount,
    rows: found.slice(0, page.limit),
    hasMore: found.length > page.limit,
  };
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
