import { Blob } from 'node:buffer';
import { FormData } from 'undici';
import { GatewayError } from '../errors';
import { rethrowAs } from '../evolution/operation';
import type {
  FetchedMedia,
  FetchMediaInput,
  GatewayInstanceRef,
  MediaSource,
  QuotedMessage,
  ReadReceiptKey,
  SendAudioInput,
  SendMediaInput,
  SendTextInput,
  SentMessage,
} from '../port';
import type { GraphHttpClient } from './http-client';
import {
  InboundMessage,
  MESSAGING_PRODUCT,
  MediaInfoAnswer,
  MediaUploadAnswer,
  type MessagePayload,
  type ReadReceiptRequest,
  SendMessageAnswer,
  type SendMessageRequest,
} from './wire';

/**
 * Message calls (PROTOCOL §3, §4). The Cloud API has no send delay and no free-standing presence:
 * `delayMs` is not sent, and typing is shown with a read receipt (`typing_indicator`).
 */

type Payload = MessagePayload;

function localError(operation: string, message: string): GatewayError {
  return new GatewayError({ kind: 'bad_request', operation, gatewayMessage: message });
}

export function tokenOf(instance: GatewayInstanceRef, operation: string): string {
  if (!instance.token) {
    throw new GatewayError({
      kind: 'unauthorized',
      operation,
      reason: 'token_invalid',
      gatewayMessage: 'No access token stored for this number',
    });
  }
  return instance.token;
}

/** Digits only: the Cloud API takes the number in international form without `+` or a JID suffix. */
function recipient(to: string, operation: string): string {
  const digits = to.split('@')[0]?.replace(/\D/g, '') ?? '';
  if (!digits) throw localError(operation, 'recipient is required');
  return digits;
}

const context = (quoted: QuotedMessage | undefined) =>
  quoted ? { context: { message_id: quoted.gatewayMessageId } } : {};

export async function send(
  client: GraphHttpClient,
  operation: string,
  instance: GatewayInstanceRef,
  to: string,
  quoted: QuotedMessage | undefined,
  payload: Payload,
): Promise<SentMessage> {
  const body: SendMessageRequest = {
    messaging_product: MESSAGING_PRODUCT,
    recipient_type: 'individual',
    to: recipient(to, operation),
    ...context(quoted),
    ...payload,
  };
  const answer = await client
    .json({
      method: 'POST',
      path: [instance.name, 'messages'],
      token: tokenOf(instance, operation),
      body,
      retry: true,
    })
    .catch(rethrowAs(operation));
  const parsed = SendMessageAnswer.safeParse(answer);
  if (!parsed.success) {
    throw new GatewayError({
      kind: 'unavailable',
      operation,
      reason: 'invalid_response',
      retryable: false,
      gatewayMessage: 'send answer without messages[0].id',
    });
  }
  const waId = parsed.data.contacts[0]?.wa_id ?? body.to;
  return {
    gatewayMessageId: parsed.data.messages[0]?.id ?? '',
    remoteJid: `${waId}@s.whatsapp.net`,
    status: 'sent',
    timestamp: null,
    messageType: payload.type,
  };
}

/** `POST /{phone-number-id}/media` (multipart): the media id to send by. */
export async function uploadMedia(
  client: GraphHttpClient,
  instance: GatewayInstanceRef,
  base64: string,
  mimetype: string,
  fileName: string,
  operation: string,
): Promise<string> {
  const form = new FormData();
  form.append('messaging_product', MESSAGING_PRODUCT);
  form.append('type', mimetype);
  const bytes = Buffer.from(base64.replace(/^data:[^,]*,/, ''), 'base64');
  form.append('file', new Blob([bytes], { type: mimetype }), fileName);
  const answer = await client
    .json({ method: 'POST', path: [instance.name, 'media'], token: tokenOf(instance, operation), form })
    .catch(rethrowAs(operation));
  const parsed = MediaUploadAnswer.safeParse(answer);
  if (!parsed.success) throw localError(operation, 'upload answer without id');
  return parsed.data.id;
}

async function mediaRef(
  client: GraphHttpClient,
  instance: GatewayInstanceRef,
  source: MediaSource,
  mimetype: string,
  fileName: string,
  operation: string,
): Promise<{ id: string } | { link: string }> {
  if ('url' in source) return { link: source.url };
  return { id: await uploadMedia(client, instance, source.base64, mimetype, fileName, operation) };
}

export function sendText(client: GraphHttpClient, instance: GatewayInstanceRef, input: SendTextInput) {
  if (!input.text.trim()) throw localError('sendText', 'Text is required');
  const text = {
    body: input.text,
    ...(input.linkPreview === undefined ? {} : { preview_url: input.linkPreview }),
  };
  return send(client, 'sendText', instance, input.to, input.quoted, { type: 'text', text });
}

/** A voice note: WhatsApp plays OGG/Opus as one; the bytes go up first and are sent by id. */
export async function sendAudio(
  client: GraphHttpClient,
  instance: GatewayInstanceRef,
  input: SendAudioInput,
) {
  const audio = await mediaRef(client, instance, input.audio, 'audio/ogg', 'audio.ogg', 'sendAudio');
  return send(client, 'sendAudio', instance, input.to, input.quoted, { type: 'audio', audio });
}

const DEFAULT_MIME: Record<SendMediaInput['type'], string> = {
  image: 'image/jpeg',
  video: 'video/mp4',
  audio: 'audio/ogg',
  document: 'application/pdf',
};

export async function sendMedia(
  client: GraphHttpClient,
  instance: GatewayInstanceRef,
  input: SendMediaInput,
) {
  if (input.type === 'document' && 'base64' in input.media && !input.fileName)
    throw localError('sendMedia', 'fileName is required for a base64 document');
  const mimetype = input.mimetype ?? DEFAULT_MIME[input.type];
  const ref = await mediaRef(
    client,
    instance,
    input.media,
    mimetype,
    input.fileName ?? input.type,
    'sendMedia',
  );
  const caption = input.caption ? { caption: input.caption } : {};
  const payload: Payload =
    input.type === 'document'
      ? {
          type: 'document',
          document: { ...ref, ...caption, ...(input.fileName ? { filename: input.fileName } : {}) },
        }
      : input.type === 'audio'
        ? { type: 'audio', audio: ref }
        : input.type === 'video'
          ? { type: 'video', video: { ...ref, ...caption } }
          : { type: 'image', image: { ...ref, ...caption } };
  return send(client, 'sendMedia', instance, input.to, input.quoted, payload);
}

/**
 * Read receipts, one call per message (the API marks that message and every earlier one read), each
 * with the typing indicator: the customer sees "digitando…" until our answer (or 25 s).
 */
export async function markRead(
  client: GraphHttpClient,
  instance: GatewayInstanceRef,
  keys: readonly ReadReceiptKey[],
) {
  const incoming = keys.filter((key) => !key.fromMe);
  const last = incoming[incoming.length - 1];
  if (!last) return;
  const body: ReadReceiptRequest = {
    messaging_product: MESSAGING_PRODUCT,
    status: 'read',
    message_id: last.gatewayMessageId,
    typing_indicator: { type: 'text' },
  };
  await client
    .json({ method: 'POST', path: [instance.name, 'messages'], token: tokenOf(instance, 'markRead'), body })
    .catch(rethrowAs('markRead'));
}

const MEDIA_KINDS = ['image', 'audio', 'video', 'document', 'sticker'] as const;

/** The media id of a webhook message (the `messages[]` item as Meta posted it). */
function mediaIdOf(
  webhookData: unknown,
): { id: string; type: FetchedMedia['type']; caption: string | null; fileName: string | null } | null {
  const parsed = InboundMessage.safeParse(webhookData);
  if (!parsed.success) return null;
  for (const kind of MEDIA_KINDS) {
    const media = parsed.data[kind];
    if (media)
      return { id: media.id, type: kind, caption: media.caption ?? null, fileName: media.filename ?? null };
  }
  return null;
}

/** Two steps (PROTOCOL §4): `GET /{media-id}` for a short-lived URL, then the bytes with the bearer token. */
export async function fetchMedia(
  client: GraphHttpClient,
  instance: GatewayInstanceRef,
  input: FetchMediaInput,
): Promise<FetchedMedia> {
  const token = tokenOf(instance, 'fetchMedia');
  const found =
    'gatewayMediaId' in input
      ? { id: input.gatewayMediaId, type: null, caption: null, fileName: null }
      : 'webhookData' in input
        ? mediaIdOf(input.webhookData)
        : null;
  if (!found) {
    // A message id alone does not lead to media on the Cloud API: Meta keeps no message store.
    throw new GatewayError({
      kind: 'not_found',
      operation: 'fetchMedia',
      gatewayMessage: 'no media id for this message',
    });
  }
  const info = await client
    .json({ method: 'GET', path: [found.id], token, retry: true })
    .catch(rethrowAs('fetchMedia'));
  const parsed = MediaInfoAnswer.safeParse(info);
  if (!parsed.success) throw localError('fetchMedia', 'media answer without url');
  const downloaded = await client.download(parsed.data.url, token).catch(rethrowAs('fetchMedia'));
  return {
    bytes: downloaded.bytes,
    mimetype: parsed.data.mime_type ?? downloaded.mimetype,
    fileName: found.fileName,
    type: found.type,
    caption: found.caption,
  };
}
