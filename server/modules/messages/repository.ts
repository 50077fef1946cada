import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { PreparedStatements } from '../../db/prepared';
import { bigintOf, namedColumns, rawRows, timeOf } from '../../db/raw-rows';
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
  event: messages.event,
  hasMedia: sql<boolean>`${messageMedia.messageId} is not null`.mapWith(Boolean),
};

export function bubbles(db: DbOrTx) {
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

/** The bubble's columns as the chat page's statement names them: the contract's names. */
const pageColumns = namedColumns(bubbleColumns);

/** A column of the lateral page, qualified: the conversation has columns of the same names. */
const ofPage = (name: keyof typeof pageColumns) => sql`${sql.identifier('page')}.${sql.identifier(name)}`;

/**
 * One page of a chat together with the check that the caller may see the conversation, as one
 * prepared statement per scope (admin or seller): the conversation row, visible or not, and the
 * page's messages joined to it laterally. No row: the conversation is out of reach. One row with a
 * null message: a chat with no messages on that page.
 */
function buildMessagePage(db: DbOrTx, seller: boolean) {
  const page = db
    .select(pageColumns)
    .from(messages)
    .leftJoin(messageMedia, eq(messageMedia.messageId, messages.id))
    .where(and(eq(messages.conversationId, conversations.id), eq(messages.organizationId, page$.tenantId)))
    .orderBy(sql`${messages.timestamp} desc nulls last`, desc(messages.seq))
    .limit(page$.limit)
    .offset(page$.offset)
    .as('page');
  const columns: Record<string, SQL.Aliased<unknown>> = {
    unreadCount: sql`${conversations.unreadCount}`.as('unreadCount'),
  };
  for (const name of Object.keys(pageColumns) as Array<keyof typeof pageColumns>) {
    columns[name] = ofPage(name).as(name);
  }
  return db
    .select(columns)
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
    .orderBy(sql`${ofPage('timestamp')} desc nulls last`, sql`${ofPage('seq')} desc`)
    .prepare(seller ? 'chat_page_s' : 'chat_page_a');
}

/** Built once per database handle and scope: drizzle's SQL building costs as much as the statement. */
const preparedMessagePages = new PreparedStatements<boolean, ReturnType<typeof buildMessagePage>>();

const preparedMessagePage = (db: DbOrTx, seller: boolean) =>
  preparedMessagePages.get(db, seller, () => buildMessagePage(db, seller));

/** A row of the chat page as the driver answers it (`rawRows`): the times as text, bigints as text or numbers. */
type PageRow = { unreadCount: number } & {
  [K in keyof MessageRow]: K extends 'timestamp'
    ? string
    : K extends 'seq' | 'mediaSize'
      ? MessageRow[K] | string
      : MessageRow[K];
};

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
 * index, so page 1 reads 51 index entries. The rows are the driver's (`rawRows`), read here as
 * drizzle would read them.
 */
export async function readMessagePage(
  db: DbOrTx,
  tenantId: string,
  scope: InstanceScope,
  conversationId: string,
  page: { offset: number; limit: number },
): Promise<MessagePageRead | undefined> {
  const rows = await rawRows<PageRow>(preparedMessagePage(db, Boolean(scope.ownerId)), {
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
    // The conversation's row without a message: an empty chat, or a page past its end.
    if (row.id === null) continue;
    found.push({
      id: row.id,
      conversationId: row.conversationId,
      instanceId: row.instanceId,
      content: row.content,
      timestamp: timeOf(row.timestamp),
      seq: bigintOf(row.seq),
      direction: row.direction,
      origin: row.origin,
      senderName: row.senderName,
      mediaType: row.mediaType,
      mediaMimetype: row.mediaMimetype,
      mediaFilename: row.mediaFilename,
      mediaSize: row.mediaSize === null ? null : bigintOf(row.mediaSize),
      status: row.status,
      error: row.error,
      event: row.event,
      hasMedia: row.hasMedia,
    });
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
