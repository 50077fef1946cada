import { z } from 'zod';
import type { GatewayError } from '../errors';
import type { ConnectionState, MediaType, MessageStatus } from '../events';
import { invalidAnswer } from '../http';
import type { QrState, SentMessage } from '../port';
import { mediaTypeOfMessageKey, statusFromGateway } from './vocabulary';

/**
 * Readers of Evolution's success bodies (PROTOCOL §2, §4, §5). Lenient: extra fields are kept and
 * ignored; a body missing what we need becomes an `invalid_response` error, never a crash.
 */

const text = z.string().nullish().catch(null);
const count = z.number().int().nonnegative().nullish().catch(null);

/** The QR object `{pairingCode, code, base64, count}`; `{count:0}` while none exists yet. */
const QrObject = z.looseObject({ pairingCode: text, code: text, base64: text, count });

const StateObject = z.looseObject({
  instance: z.looseObject({ instanceName: text, state: text, status: text }),
  qrcode: QrObject.nullish().catch(null),
});

const STATES: readonly ConnectionState[] = ['open', 'connecting', 'close', 'refused'];

/** Evolution's in-memory state; absent when the instance is not loaded, which means not connected. */
export function readConnectionState(value: string | null | undefined): ConnectionState {
  return STATES.find((state) => state === value) ?? 'close';
}

export function invalidResponse(operation: string, what: string): GatewayError {
  return invalidAnswer(`Unexpected answer: ${what}`, { operation });
}

function qrFromObject(qr: z.infer<typeof QrObject>): QrState {
  if (qr.base64) {
    return {
      state: 'qr',
      qrCode: qr.base64,
      code: qr.code ?? null,
      pairingCode: qr.pairingCode ?? null,
      count: qr.count ?? 1,
    };
  }
  return { state: 'pending', count: qr.count ?? 0, pairingCode: qr.pairingCode ?? null };
}

/**
 * `GET /instance/connect` answers: the state object when open, the bare QR object when connecting or
 * just started, or `{instance:{status}, qrcode}` in any other state (`refused` after the QR limit).
 */
export function readConnectAnswer(body: unknown, operation: string): QrState {
  const wrapped = StateObject.safeParse(body);
  if (wrapped.success) {
    const { state, status } = wrapped.data.instance;
    const current = state ?? status;
    if (current === 'open') return { state: 'open' };
    if (current === 'refused') return { state: 'qr_limit' };
    if (wrapped.data.qrcode) return qrFromObject(wrapped.data.qrcode);
    return { state: 'pending', count: 0, pairingCode: null };
  }
  const bare = QrObject.safeParse(body);
  if (bare.success && (bare.data.count !== null || bare.data.base64)) return qrFromObject(bare.data);
  throw invalidResponse(operation, 'neither a QR code nor a connection state');
}

export function readStateAnswer(body: unknown, operation: string): ConnectionState {
  const parsed = StateObject.safeParse(body);
  if (!parsed.success) throw invalidResponse(operation, 'no instance state');
  return readConnectionState(parsed.data.instance.state ?? parsed.data.instance.status);
}

const CreateAnswer = z.looseObject({
  instance: z.looseObject({ instanceName: text, instanceId: text, status: text }),
  /** v2: the instance key as a string; v1: `{apikey}`. */
  hash: z
    .union([z.string(), z.looseObject({ apikey: z.string() })])
    .nullish()
    .catch(null),
  qrcode: QrObject.nullish().catch(null),
});

export interface CreateAnswerRead {
  instanceName: string | null;
  gatewayInstanceId: string | null;
  token: string | null;
  state: ConnectionState;
  qr: QrState | null;
}

export function readCreateAnswer(body: unknown, operation: string): CreateAnswerRead {
  const parsed = CreateAnswer.safeParse(body);
  if (!parsed.success) throw invalidResponse(operation, 'no instance in the create answer');
  const { instance, hash, qrcode } = parsed.data;
  return {
    instanceName: instance.instanceName ?? null,
    gatewayInstanceId: instance.instanceId ?? null,
    token: typeof hash === 'string' ? hash : (hash?.apikey ?? null),
    state: readConnectionState(instance.status),
    qr: qrcode ? qrFromObject(qrcode) : null,
  };
}

const epochSeconds = z
  .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
  .nullish()
  .catch(null);

const SendAnswer = z.looseObject({
  key: z.looseObject({ id: z.string().min(1), remoteJid: z.string().catch('') }),
  status: z.union([z.string(), z.number()]).nullish().catch(null),
  messageType: text,
  messageTimestamp: epochSeconds,
});

/** The send answer is the message as it will be emitted in `send.message` (PROTOCOL §4). */
export function readSendAnswer(body: unknown, operation: string): SentMessage {
  const parsed = SendAnswer.safeParse(body);
  if (!parsed.success) throw invalidResponse(operation, 'no message key in the send answer');
  const { key, status, messageType, messageTimestamp } = parsed.data;
  const mapped = statusFromGateway(status);
  const sentStatus: MessageStatus = mapped && mapped !== 'deleted' ? mapped : 'pending';
  return {
    gatewayMessageId: key.id,
    remoteJid: key.remoteJid,
    status: sentStatus,
    timestamp: typeof messageTimestamp === 'number' ? new Date(messageTimestamp * 1000) : null,
    messageType: messageType ?? null,
  };
}

const MediaAnswer = z.looseObject({
  base64: z.string(),
  mediaType: text,
  mimetype: text,
  fileName: text,
  caption: text,
});

export interface MediaAnswerRead {
  base64: string;
  mimetype: string | null;
  fileName: string | null;
  type: MediaType | null;
  caption: string | null;
}

export function readMediaAnswer(body: unknown, operation: string): MediaAnswerRead {
  const parsed = MediaAnswer.safeParse(body);
  if (!parsed.success) throw invalidResponse(operation, 'no base64 in the media answer');
  const { base64, mediaType, mimetype, fileName, caption } = parsed.data;
  return {
    base64,
    mimetype: mimetype ?? null,
    fileName: fileName ?? null,
    type: mediaType ? mediaTypeOfMessageKey(mediaType) : null,
    caption: caption ?? null,
  };
}
