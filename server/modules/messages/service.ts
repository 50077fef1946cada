import type { FastifyInstance } from 'fastify';
import type { Message, MessageListQuery, MessagePage } from '../../../contract/inbox';
import { markInboundRead } from '../../engine/outbound';
import type { AuthContext } from '../../lib/auth-context';
import {
  type ConversationAccess,
  conversationNotFound,
  requireVisibleConversation,
} from '../conversations/access';
import { clearUnread } from '../conversations/activity';
import { scopeOf } from '../instances/service';
import { toMessage } from './mappers';
import type { ReadReceipts } from './read-receipts';
import * as repo from './repository';

/** Receipts sent per reading at most; older unread messages are implied read by WhatsApp anyway. */
const MAX_RECEIPTS = 200;

/**
 * Reading the newest page reads the chat: the badge goes to zero and the customer's unread
 * messages are marked read here at once, on WhatsApp after the response.
 */
async function markRead(
  app: FastifyInstance,
  tenantId: string,
  conversation: ConversationAccess,
  receipts: ReadReceipts,
): Promise<void> {
  const ids = await app.db.transaction(async (tx) => {
    if (!(await clearUnread(tx, tenantId, conversation.id))) return [];
    await app.events.publish(
      tenantId,
      { type: 'conversation_read', instanceId: conversation.instanceId, conversationId: conversation.id },
      tx,
    );
    return markInboundRead(tx, tenantId, conversation.id, Math.min(conversation.unreadCount, MAX_RECEIPTS));
  });
  receipts.send(conversation, ids);
}

/**
 * GET /api/messages: page 1 is the newest `limit` messages, page 2 the ones before them, and so
 * on; each page comes in ascending time, as the chat shows it (spec 2 §4). One statement reads the
 * page and checks that the caller may see the conversation; when page 1 finds unread messages, the
 * chat is marked read and the page read again, so it shows the customer's messages as read.
 */
export async function listMessages(
  app: FastifyInstance,
  actor: AuthContext,
  query: MessageListQuery,
  receipts: ReadReceipts,
): Promise<MessagePage> {
  const scope = scopeOf(actor);
  const page = { offset: (query.page - 1) * query.limit, limit: query.limit };
  let read = await repo.readMessagePage(app.db, actor.organizationId, scope, query.conversationId, page);
  if (read && query.page === 1 && read.unreadCount > 0) {
    const conversation = await requireVisibleConversation(app.db, actor, query.conversationId);
    if (conversation.unreadCount > 0) await markRead(app, actor.organizationId, conversation, receipts);
    read = await repo.readMessagePage(app.db, actor.organizationId, scope, query.conversationId, page);
  }
  if (!read) throw conversationNotFound();
  const { rows, hasMore } = read;
  const bubbles: Message[] = new Array(rows.length);
  // Stored newest first, shown oldest first.
  for (let index = 0; index < rows.length; index++) {
    bubbles[rows.length - 1 - index] = toMessage(rows[index] as repo.MessageRow);
  }
  return { messages: bubbles, hasMore };
}
