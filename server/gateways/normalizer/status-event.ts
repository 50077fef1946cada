import type { NormalizedEvent } from '../events';
import { statusFromGateway } from '../evolution/vocabulary';
import { jidKind, phoneOf } from './jid';
import { MessageUpdateData } from './schemas';

/**
 * `messages.update` data → a delivery/read receipt for one message (PROTOCOL §3.4). The message is
 * identified by WhatsApp's id (`keyId`; `id` in v1), never by Evolution's own row id (`messageId`).
 */
export function normalizeStatus(data: unknown): NormalizedEvent {
  const parsed = MessageUpdateData.safeParse(data);
  if (!parsed.success) return { type: 'invalid', reason: 'messages.update: data is not an object' };
  const update = parsed.data;
  const gatewayMessageId = update.keyId ?? update.key?.id ?? update.id;
  if (!gatewayMessageId) return { type: 'invalid', reason: 'messages.update: no message id (keyId)' };

  const chatJid = update.remoteJid ?? update.key?.remoteJid ?? null;
  if (chatJid && jidKind(chatJid) === 'group') {
    return { type: 'skipped', reason: 'group', gatewayMessageId, chatJid };
  }
  if (chatJid && jidKind(chatJid) === 'status') {
    return { type: 'skipped', reason: 'status_broadcast', gatewayMessageId, chatJid };
  }

  const status = statusFromGateway(update.status);
  if (!status) {
    // Poll votes and other updates without an ack carry nothing the inbox shows.
    const what =
      update.status === null || update.status === undefined ? 'no status' : `status ${update.status}`;
    return { type: 'ignored', event: 'messages.update', reason: `${what} for ${gatewayMessageId}` };
  }
  return {
    type: 'message_status',
    gatewayMessageId,
    chatJid,
    contactNumber: phoneOf(chatJid),
    fromMe: (update.fromMe ?? update.key?.fromMe) === true,
    status,
    gatewayStatus: String(update.status),
  };
}
