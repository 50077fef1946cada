import type { Conversation } from '../../../contract/inbox';
import type { ConversationCardRow } from './repository';

export function toConversation(row: ConversationCardRow): Conversation {
  return {
    ...row,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    needsAttentionAt: row.needsAttentionAt?.toISOString() ?? null,
  };
}
