import type { Message } from '../../../contract/inbox';
import type { MessageRow } from './repository';

/** Where a message's bytes are served, with the session token, instead of inlined in the page. */
export const mediaUrlOf = (messageId: string): string => `/api/messages/${messageId}/media`;

/**
 * The bubble of spec 2 §3: the origin flags are what the screen's colour precedence reads. Written
 * field by field in the contract's order, so a page can be sent as JSON text without re-encoding
 * (see `server/lib/contract-json.ts`).
 */
export function toMessage(row: MessageRow): Message {
  const origin = row.origin;
  return {
    id: row.id,
    conversationId: row.conversationId,
    instanceId: row.instanceId,
    content: row.content,
    timestamp: row.timestamp.toISOString(),
    seq: row.seq,
    direction: row.direction,
    origin,
    isFromUser: origin === 'contact',
    isFromAi: origin === 'ai',
    isFromHuman: origin === 'human',
    isFromFollowUp: origin === 'followup',
    senderName: row.senderName,
    mediaType: row.mediaType,
    mediaMimetype: row.mediaMimetype,
    mediaFilename: row.mediaFilename,
    mediaSize: row.mediaSize,
    mediaUrl: row.hasMedia ? mediaUrlOf(row.id) : null,
    status: row.status,
    error: row.error,
    event: row.event,
  };
}
