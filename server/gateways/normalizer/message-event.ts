import type { MessageEvent, MessageSentBy, MessageStatus, NormalizedEvent, SkipReason } from '../events';
import { statusFromGateway } from '../evolution/vocabulary';
import { type JidKind, resolveChat } from './jid';
import { extractContent } from './message-content';
import { referralOf } from './referral';
import { MessageData } from './schemas';
import { toDate } from './values';

/**
 * `messages.upsert` and `send.message` data → one message event (PROTOCOL §3.4).
 *
 * Upserts carry what the customer sent and what was typed on the business phone (`fromMe`);
 * `send.message` is the echo of what went out through the API, our own replies included.
 */

export interface TimeFallback {
  /** The envelope's `date_time` (server-local time with a `Z`, so only a fallback). */
  envelope: Date | null;
  received: Date;
}

const SKIPPED: Partial<Record<JidKind, SkipReason>> = {
  group: 'group',
  status: 'status_broadcast',
  broadcast: 'broadcast_list',
  newsletter: 'newsletter',
};

function sentBy(event: MessageEvent['event'], fromMe: boolean): MessageSentBy {
  if (event === 'send.message') return 'gateway_api';
  return fromMe ? 'business_phone' : 'contact';
}

function outboundStatus(event: MessageEvent['event'], gatewayStatus: string | number | null): MessageStatus {
  const mapped = statusFromGateway(gatewayStatus);
  if (mapped && mapped !== 'deleted') return mapped;
  // API sends start PENDING; a message typed on the phone already left it.
  return event === 'send.message' ? 'pending' : 'sent';
}

export function normalizeMessage(
  data: unknown,
  event: MessageEvent['event'],
  time: TimeFallback,
): NormalizedEvent {
  const parsed = MessageData.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'data';
    return { type: 'invalid', reason: `${event}: ${where} ${issue?.message ?? 'is not a message'}` };
  }
  const message = parsed.data;
  const chat = resolveChat(message.key);
  const skip = SKIPPED[chat.kind];
  if (skip) return { type: 'skipped', reason: skip, gatewayMessageId: message.key.id, chatJid: chat.chatJid };
  if (chat.kind === 'unknown') {
    return { type: 'invalid', reason: `${event}: unrecognised chat address ${chat.chatJid}` };
  }

  const content = extractContent(message.message, message.messageType, message.contextInfo);
  if (content.notAMessage) {
    return { type: 'ignored', event, reason: `${content.notAMessage} is protocol traffic, not a message` };
  }

  // send.message is always ours, even if a build leaves fromMe out.
  const fromMe = event === 'send.message' ? true : message.key.fromMe === true;
  const whatsappTime = toDate(message.messageTimestamp);
  const timestamp = whatsappTime ?? time.envelope ?? time.received;
  return {
    type: 'message',
    event,
    gatewayMessageId: message.key.id,
    fromMe,
    direction: fromMe ? 'out' : 'in',
    sentBy: sentBy(event, fromMe),
    chatJid: chat.chatJid,
    contactNumber: chat.contactNumber,
    contactJid: chat.contactJid,
    contactLid: chat.contactLid,
    // On our own messages pushName is the business's name (or "Você"), not the customer's.
    contactName: fromMe ? null : message.pushName,
    timestamp,
    timestampSource: whatsappTime ? 'whatsapp' : time.envelope ? 'envelope' : 'received',
    kind: content.kind,
    messageType: message.messageType ?? 'unknown',
    content: content.content,
    contentIsPlaceholder: content.contentIsPlaceholder,
    preview: content.preview,
    media: content.media,
    quotedGatewayMessageId: content.quotedGatewayMessageId,
    reaction: content.reaction,
    status: fromMe ? outboundStatus(event, message.status) : 'received',
    device: message.source,
    gatewayInstanceId: message.instanceId,
    // Only the customer's own message can come from an ad they clicked.
    referral: fromMe ? null : referralOf(message.message, message.contextInfo),
  };
}
