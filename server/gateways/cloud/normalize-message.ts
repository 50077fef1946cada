import type { MediaType, MessageEvent, MessageKind, MessageReferral, NormalizedEvent } from '../events';
import { mediaLabel } from '../media-label';
import { type InboundMessage, Referral } from './wire';

/**
 * One `messages[]` item of a Cloud API webhook → the normalised message (PROTOCOL §6.1). Every
 * Cloud message is the customer's: our own sends never echo back as messages, only as statuses.
 */

interface Content {
  kind: MessageKind;
  content: string;
  isPlaceholder: boolean;
  media: MessageEvent['media'];
  reaction: MessageEvent['reaction'];
}

const plain = (kind: MessageKind, content: string, isPlaceholder: boolean): Content => ({
  kind,
  content,
  isPlaceholder,
  media: null,
  reaction: null,
});

function mediaContent(message: InboundMessage, type: MediaType): Content | null {
  const media = message[type];
  if (!media) return null;
  const voice = type === 'audio' && media.voice !== false;
  const caption = media.caption?.trim() || null;
  const label = mediaLabel(type, voice);
  return {
    kind: type,
    content: caption ?? label,
    isPlaceholder: caption === null,
    reaction: null,
    media: {
      type,
      mimetype: media.mime_type?.split(';')[0]?.trim() ?? null,
      filename: media.filename ?? null,
      size: null,
      seconds: null,
      ptt: voice,
      base64: null,
      url: null,
      transcript: null,
      gatewayMediaId: media.id,
    },
  };
}

function contentOf(message: InboundMessage): Content {
  if (message.text) return plain('text', message.text.body, false);
  for (const type of ['image', 'audio', 'video', 'document', 'sticker'] as const) {
    if (message.type === type) {
      const media = mediaContent(message, type);
      if (media) return media;
    }
  }
  if (message.location) {
    const { name, address, latitude, longitude } = message.location;
    const place = [name, address].filter(Boolean).join(', ');
    return plain(
      'location',
      ['[Localização]', place || null, `(${latitude}, ${longitude})`].filter(Boolean).join(' '),
      true,
    );
  }
  const chosen =
    message.interactive?.button_reply?.title ??
    message.interactive?.list_reply?.title ??
    message.button?.text;
  if (chosen) return plain('interactive_reply', chosen, false);
  if (message.interactive) return plain('interactive_reply', '[Resposta de menu]', true);
  if (message.reaction) {
    const emoji = message.reaction.emoji || null;
    return {
      ...plain('reaction', emoji ? `[Reação ${emoji}]` : '[Reação removida]', true),
      reaction: { emoji: emoji ?? '', targetGatewayMessageId: message.reaction.message_id },
    };
  }
  if (message.type === 'contacts') return plain('contact', '[Contato]', true);
  return plain('other', '[Mensagem não suportada]', true);
}

/** The ad's `referral`, in the shape both gateways give the lead's source (issue 29). */
function referralOf(message: InboundMessage): MessageReferral | null {
  const parsed = Referral.safeParse(message.referral);
  if (!parsed.success || message.referral === undefined) return null;
  const r = parsed.data;
  return {
    sourceId: r.source_id ?? null,
    sourceType: r.source_type ?? null,
    sourceUrl: r.source_url ?? null,
    headline: r.headline ?? null,
    body: r.body ?? null,
    ctwaClid: r.ctwa_clid ?? null,
    app: null,
  };
}

export function normalizeCloudMessage(
  message: InboundMessage,
  names: ReadonlyMap<string, string>,
  phoneNumberId: string,
): NormalizedEvent {
  const seconds = Number(message.timestamp);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    return { type: 'invalid', reason: `message ${message.id}: timestamp is not a number` };
  }
  const number = message.from.replace(/\D/g, '');
  const jid = `${number}@s.whatsapp.net`;
  const content = contentOf(message);
  return {
    type: 'message',
    event: 'messages.upsert',
    gatewayMessageId: message.id,
    fromMe: false,
    direction: 'in',
    sentBy: 'contact',
    chatJid: jid,
    contactNumber: number,
    contactJid: jid,
    contactLid: null,
    contactName: names.get(message.from) ?? null,
    timestamp: new Date(seconds * 1000),
    timestampSource: 'whatsapp',
    kind: content.kind,
    messageType: message.type,
    content: content.content,
    contentIsPlaceholder: content.isPlaceholder,
    preview: content.content,
    media: content.media,
    quotedGatewayMessageId: message.context?.id ?? null,
    reaction: content.reaction,
    status: 'received',
    device: null,
    gatewayInstanceId: phoneNumberId,
    referral: referralOf(message),
  };
}
