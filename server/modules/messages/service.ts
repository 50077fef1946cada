import type { FastifyInstance } from 'fastify';
import type { MessageListQuery, MessagePage } from '../../../contract/inbox';
import { markInboundRead } from '../../engine/outbound/read-receipts';
import type { AuthContext } from '../../lib/auth-context';
import { type ConversationAccess, requireVisibleConversation } from '../conversations/access';
import { clearUnread } from '../conversations/activity';
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
 * on; each page comes in ascending time, as the chat shows it (spec 2 §4).
 */
export async function listMessages(
  app: FastifyInstance,
  actor: AuthContext,
  query: MessageListQuery,
  receipts: ReadReceipts,
): Promise<MessagePage> {
  const conversation = await requireVisibleConversation(app.db, actor, query.conversationId);
  if (query.page === 1 && conversation.unreadCount > 0) {
    await markRead(app, actor.organizationId, conversation, receipts);
  }
  const page = await repo.listMessagePage(app.db, actor.organizationId, conversation.id, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return { messages: page.rows.reverse().map(toMessage), hasMore: page.hasMore };
}
