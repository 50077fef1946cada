import type { z } from 'zod';
import type { MediaType, MessageKind, MessageMedia } from '../events';
import { mediaTypeOfMessageKey } from '../evolution/vocabulary';
import { mediaLabel } from '../media-label';
import { ContextInfo, MediaContent } from './schemas';
import { specialContent } from './special-content';
import { isRecord, rawText, text } from './values';

/**
 * What a message says: its kind, text, media and quote, from the `message` object of an upsert.
 * Text is read as `conversation ?? extendedTextMessage.text ?? caption` (PROTOCOL §3.4), which covers
 * 2.1+ (Evolution copies extended text into `conversation`) and v1/2.0 (it did not).
 */

export interface ExtractedContent {
  kind: MessageKind;
  content: string;
  contentIsPlaceholder: boolean;
  preview: string;
  media: MessageMedia | null;
  quotedGatewayMessageId: string | null;
  reaction: { emoji: string; targetGatewayMessageId: string | null } | null;
  /** Set for protocol traffic that is not a message anyone wrote (revokes, poll votes, key shares). */
  notAMessage: string | null;
}

/** Keys that sit beside the content but are not content. */
const NOT_CONTENT = new Set(['messageContextInfo', 'base64', 'mediaUrl', 'speechToText', 'contextInfo']);

/** Wrappers whose `.message` holds the real content (disappearing, view-once, captioned document). */
const WRAPPERS = [
  'ephemeralMessage',
  'viewOnceMessage',
  'viewOnceMessageV2',
  'viewOnceMessageV2Extension',
  'documentWithCaptionMessage',
];

/** Protocol keys Evolution normally filters; if one slips through, it is not a customer's message. */
const PROTOCOL_KEYS = new Set(['protocolMessage', 'pollUpdateMessage', 'senderKeyDistributionMessage']);

function unwrap(message: Record<string, unknown>): Record<string, unknown> {
  let current = message;
  for (let depth = 0; depth < 4; depth++) {
    const wrapper = WRAPPERS.find((key) => isRecord(current[key]));
    const inner = wrapper ? current[wrapper] : undefined;
    if (!isRecord(inner) || !isRecord(inner.message)) return current;
    current = inner.message;
  }
  return current;
}

function contentKey(message: Record<string, unknown>, messageType: string | null): string | null {
  if (messageType && messageType in message && !NOT_CONTENT.has(messageType)) return messageType;
  return Object.keys(message).find((key) => !NOT_CONTENT.has(key) && message[key] != null) ?? null;
}

function quotedId(...contexts: unknown[]): string | null {
  for (const context of contexts) {
    const parsed = ContextInfo.safeParse(context);
    if (parsed.success && parsed.data.stanzaId) return parsed.data.stanzaId;
  }
  return null;
}

type MediaFields = z.infer<typeof MediaContent> | null;

function media(type: MediaType, fields: MediaFields, outer: Record<string, unknown>): MessageMedia {
  const base64 = text(outer.base64);
  return {
    type,
    mimetype: fields?.mimetype ?? null,
    filename: fields?.fileName ?? (type === 'document' ? (fields?.title ?? null) : null),
    size: fields?.fileLength ?? null,
    seconds: fields?.seconds ?? null,
    ptt: type === 'audio' && fields?.ptt === true,
    // The bytes must be raw base64; strip a data-URI prefix should a build ever add one.
    base64: base64 ? base64.replace(/^data:[^,]*,/, '') : null,
    url: text(outer.mediaUrl),
    transcript: rawText(outer.speechToText),
  };
}

const EMPTY: Omit<ExtractedContent, 'kind' | 'content' | 'contentIsPlaceholder' | 'preview'> = {
  media: null,
  quotedGatewayMessageId: null,
  reaction: null,
  notAMessage: null,
};

export function extractContent(
  message: Record<string, unknown> | null | undefined,
  messageType: string | null,
  topContextInfo: unknown,
): ExtractedContent {
  if (!message) {
    const content = '[Mensagem sem conteúdo]';
    return { ...EMPTY, kind: 'other', content, contentIsPlaceholder: true, preview: content };
  }
  const inner = unwrap(message);
  const key = contentKey(inner, messageType);
  const value = key ? inner[key] : undefined;
  const quoted = quotedId(topContextInfo, isRecord(value) ? value.contextInfo : undefined);

  if (key && PROTOCOL_KEYS.has(key)) {
    return {
      ...EMPTY,
      kind: 'other',
      content: '',
      contentIsPlaceholder: true,
      preview: '',
      notAMessage: key,
    };
  }

  const typed =
    rawText(inner.conversation) ??
    rawText(isRecord(inner.extendedTextMessage) ? inner.extendedTextMessage.text : null);
  const mediaType = key?.endsWith('Message') ? mediaTypeOfMessageKey(key) : null;
  if (mediaType) {
    const parsed = MediaContent.safeParse(value);
    const fields = parsed.success ? parsed.data : null;
    const item = media(mediaType, fields, message);
    const caption = fields?.caption ?? typed;
    const label = mediaLabel(mediaType, item.ptt);
    const named = mediaType === 'document' && item.filename ? `${label} ${item.filename}` : label;
    return {
      ...EMPTY,
      kind: mediaType,
      content: caption ?? '',
      contentIsPlaceholder: false,
      preview: caption ? `${named} ${caption}` : named,
      media: item,
      quotedGatewayMessageId: quoted,
    };
  }

  if (typed !== null) {
    return {
      ...EMPTY,
      kind: 'text',
      content: typed,
      contentIsPlaceholder: false,
      preview: typed,
      quotedGatewayMessageId: quoted,
    };
  }

  const special = specialContent(key ?? messageType ?? 'unknown', value);
  return {
    ...EMPTY,
    kind: special.kind,
    content: special.content,
    contentIsPlaceholder: special.isPlaceholder,
    preview: special.content,
    quotedGatewayMessageId: quoted,
    reaction: special.reaction ?? null,
  };
}
