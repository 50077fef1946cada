import { localError, rethrowAs } from '../http';
import type {
  FetchedMedia,
  FetchMediaInput,
  GatewayInstanceRef,
  MediaSource,
  QuotedMessage,
  ReadReceiptKey,
  SendAudioInput,
  SendMediaInput,
  SendPresenceInput,
  SendTextInput,
  SentMessage,
} from '../port';
import { rawBase64, requireDocumentName, requireText } from '../send-input';
import type { EvolutionHttpClient } from './http-client';
import { readMediaAnswer, readSendAnswer } from './responses';

/**
 * Message calls (PROTOCOL §4, §5), in the v2 flat bodies. Sends are retried on time-outs and 5xx.
 * A send's `delay` keeps the HTTP call open for that long, so it is added to the time-out: otherwise
 * a slow-but-working send would time out, be retried, and reach the customer twice.
 */

/** Evolution retries a failed download once through the CDN after 5 s. */
const MEDIA_DOWNLOAD_WAIT_MS = 15_000;

/** Evolution takes a URL or raw base64 and rejects a `data:` URI, so the prefix is removed here. */
function mediaValue(source: MediaSource): string {
  if ('url' in source) return source.url;
  return rawBase64(source.base64);
}

function quotedBody(quoted: QuotedMessage | undefined) {
  if (!quoted) return {};
  const message = quoted.text === undefined ? {} : { message: { conversation: quoted.text } };
  return { quoted: { key: { id: quoted.gatewayMessageId }, ...message } };
}

const delayBody = (delayMs: number | undefined) =>
  delayMs && delayMs > 0 ? { delay: Math.round(delayMs) } : {};

async function send(
  client: EvolutionHttpClient,
  operation: string,
  endpoint: string,
  instance: GatewayInstanceRef,
  body: Record<string, unknown>,
  delayMs: number | undefined,
): Promise<SentMessage> {
  const answer = await client
    .request({
      method: 'POST',
      path: ['message', endpoint, instance.name],
      apiKey: instance.token,
      body,
      extraTimeoutMs: Math.max(0, delayMs ?? 0),
      retry: true,
    })
    .catch(rethrowAs(operation));
  return readSendAnswer(answer, operation);
}

export async function sendText(
  client: EvolutionHttpClient,
  instance: GatewayInstanceRef,
  input: SendTextInput,
): Promise<SentMessage> {
  if (!input.to.trim()) throw localError('sendText', 'recipient is required');
  requireText('sendText', input.text);
  const body = {
    number: input.to,
    text: input.text,
    ...delayBody(input.delayMs),
    ...quotedBody(input.quoted),
    ...(input.linkPreview === undefined ? {} : { linkPreview: input.linkPreview }),
  };
  return send(client, 'sendText', 'sendText', instance, body, input.delayMs);
}

export async function sendAudio(
  client: EvolutionHttpClient,
  instance: GatewayInstanceRef,
  input: SendAudioInput,
): Promise<SentMessage> {
  if (!input.to.trim()) throw localError('sendAudio', 'recipient is required');
  // sendWhatsAppAudio always delivers a voice note; `encoding` has Evolution convert to Opus first.
  const body = {
    number: input.to,
    audio: mediaValue(input.audio),
    encoding: true,
    ...delayBody(input.delayMs),
    ...quotedBody(input.quoted),
  };
  return send(client, 'sendAudio', 'sendWhatsAppAudio', instance, body, input.delayMs);
}

export async function sendMedia(
  client: EvolutionHttpClient,
  instance: GatewayInstanceRef,
  input: SendMediaInput,
): Promise<SentMessage> {
  if (!input.to.trim()) throw localError('sendMedia', 'recipient is required');
  requireDocumentName(input);
  const body = {
    number: input.to,
    mediatype: input.type,
    media: mediaValue(input.media),
    ...(input.mimetype ? { mimetype: input.mimetype } : {}),
    ...(input.caption ? { caption: input.caption } : {}),
    ...(input.fileName ? { fileName: input.fileName } : {}),
    ...delayBody(input.delayMs),
    ...quotedBody(input.quoted),
  };
  return send(client, 'sendMedia', 'sendMedia', instance, body, input.delayMs);
}

export async function sendPresence(
  client: EvolutionHttpClient,
  instance: GatewayInstanceRef,
  input: SendPresenceInput,
): Promise<void> {
  const delay = Math.max(0, Math.round(input.durationMs));
  // Not retried: the presence is cosmetic and a retry would show it after the reply went out.
  await client
    .request({
      method: 'POST',
      path: ['chat', 'sendPresence', instance.name],
      apiKey: instance.token,
      // All three fields are required by v2 (the docs' nested `options` form is v1).
      body: { number: input.to, presence: input.presence, delay },
      extraTimeoutMs: delay,
    })
    .catch(rethrowAs('sendPresence'));
}

export async function markRead(
  client: EvolutionHttpClient,
  instance: GatewayInstanceRef,
  messages: readonly ReadReceiptKey[],
): Promise<void> {
  if (messages.length === 0) return;
  // Evolution 2.3.6 silently skips `@lid` keys here; nothing we can do about it from outside.
  const readMessages = messages.map((m) => ({
    remoteJid: m.remoteJid,
    fromMe: m.fromMe,
    id: m.gatewayMessageId,
  }));
  await client
    .request({
      method: 'POST',
      path: ['chat', 'markMessageAsRead', instance.name],
      apiKey: instance.token,
      body: { readMessages },
      retry: true,
    })
    .catch(rethrowAs('markRead'));
}

/** The webhook `data` without bytes it may already carry: Evolution only needs key and message. */
function withoutInlineBytes(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !('message' in data)) return data;
  const message = data.message;
  if (typeof message !== 'object' || message === null || !('base64' in message)) return data;
  const { base64: _bytes, ...rest } = message;
  return { ...data, message: rest };
}

export async function fetchMedia(
  client: EvolutionHttpClient,
  instance: GatewayInstanceRef,
  input: FetchMediaInput,
): Promise<FetchedMedia> {
  if ('gatewayMediaId' in input) throw localError('fetchMedia', 'Evolution finds media by message id');
  const message =
    'gatewayMessageId' in input
      ? { key: { id: input.gatewayMessageId } }
      : withoutInlineBytes(input.webhookData);
  const answer = await client
    .request({
      method: 'POST',
      path: ['chat', 'getBase64FromMediaMessage', instance.name],
      apiKey: instance.token,
      body: { message, convertToMp4: input.convertAudioToMp4 ?? false },
      extraTimeoutMs: MEDIA_DOWNLOAD_WAIT_MS,
      retry: true,
    })
    .catch(rethrowAs('fetchMedia'));
  const read = readMediaAnswer(answer, 'fetchMedia');
  return {
    bytes: Buffer.from(read.base64, 'base64'),
    mimetype: read.mimetype,
    fileName: read.fileName,
    type: read.type,
    caption: read.caption,
  };
}
