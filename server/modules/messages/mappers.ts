import type { Message } from '../../../contract/inbox';
import type { MessageRow } from './repository';

/** Where a message's bytes are served, with the session token, instead of inlined in the page. */
export const mediaUrlOf = (messageId: string): string => `/api/messages/${messageId}/media`;

/** The bubble of spec 2 §3: the origin flags are what the screen's colour precedence reads. */
export function toMessage(row: MessageRow): Message {
  const { hasMedia, ...message } = row;
  return {
    ...message,
    timestamp: row.timestamp.toISOString(),
    isFromUser: row.origin === 'contact',
    isFromAi: row.origin === 'ai',
    isFromHuman: row.origin === 'human',
    isFromFollowUp: row.origin === 'followup',
    mediaUrl: hasMedia ? mediaUrlOf(row.id) : null,
  };
}
