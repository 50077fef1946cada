import type { FastifyInstance } from 'fastify';
import type { ConversationWindow } from '../../../contract/message-templates';
import { windowClosesAt, windowFactsOf } from '../../engine/outbound';
import type { AuthContext } from '../../lib/auth-context';
import { requireVisibleConversation } from '../conversations/access';

/** The composer's question: may the operator type, or only pick a template (issue 25)? */
export async function conversationWindow(
  app: FastifyInstance,
  actor: AuthContext,
  conversationId: string,
): Promise<ConversationWindow> {
  const conversation = await requireVisibleConversation(app.db, actor, conversationId);
  if (conversation.instance.gateway !== 'cloud') return { applies: false, open: true, closesAt: null };
  const closes = windowClosesAt(await windowFactsOf(app.db, actor.organizationId, conversation.id));
  return {
    applies: true,
    open: closes !== null && app.clock.now().getTime() < closes.getTime(),
    closesAt: closes?.toISOString() ?? null,
  };
}
