import { z } from 'zod';
import { parseIsoDate, rawText, text, toBoolean, toNumber } from './values';

/**
 * zod schemas of Evolution webhook bodies (PROTOCOL §3.3–3.4). Objects are loose (unknown fields
 * are kept and ignored) and scalars are read leniently: a field of an unexpected type becomes null
 * instead of failing the whole body. Only what we cannot work without is strict (a message's id and
 * chat).
 */

/** Any value, absent included: the field is read by `read`, never rejected. */
const lenient = <T>(read: (value: unknown) => T) => z.unknown().optional().transform(read);
/** Whatever arrives, kept as is (absent included). */
const anything = z.unknown().optional();

/** Non-blank trimmed string or null, whatever arrives. */
export const zText = lenient(text);
/** The string as typed (spaces kept) or null. */
export const zRawText = lenient(rawText);
export const zNumber = lenient(toNumber);
export const zBoolean = lenient(toBoolean);

export const Envelope = z.looseObject({
  event: zText,
  instance: zText,
  data: anything,
  destination: zText,
  date_time: lenient(parseIsoDate),
  sender: zText,
  server_url: zText,
  apikey: zText,
});

export const MessageKey = z.looseObject({
  id: z.string().trim().min(1),
  remoteJid: z.string().trim().min(1),
  fromMe: zBoolean,
  participant: zText,
  /** 2.3.5+: the other form of the chat JID (phone when `remoteJid` is a LID, or the reverse). */
  remoteJidAlt: zText,
  participantAlt: zText,
  /** 2.3.0: the phone JID of a LID chat. */
  senderPn: zText,
  senderLid: zText,
  /** 2.3.1–2.3.4: the LID, after Evolution rewrote `remoteJid` to the phone. */
  previousRemoteJid: zText,
  addressingMode: zText,
});
export type MessageKey = z.infer<typeof MessageKey>;

export const MessageData = z.looseObject({
  key: MessageKey,
  pushName: zText,
  /** Ack name (`DELIVERY_ACK`), or the Baileys enum number in older builds. */
  status: lenient((value) => (typeof value === 'number' ? value : text(value))),
  message: z.record(z.string(), z.unknown()).nullish().catch(null),
  contextInfo: anything,
  messageType: zText,
  messageTimestamp: anything,
  instanceId: zText,
  source: zText,
});

/** Fields shared by the media content objects (`imageMessage`, `audioMessage`, …). */
export const MediaContent = z.looseObject({
  mimetype: zText,
  caption: zRawText,
  fileName: zText,
  title: zText,
  fileLength: zNumber,
  seconds: zNumber,
  ptt: zBoolean,
  contextInfo: anything,
});

export const ContextInfo = z.looseObject({ stanzaId: zText });

/** v2 `{keyId, remoteJid, fromMe, status}`; v1 spreads the key (`id`); some builds nest `key`. */
export const MessageUpdateData = z.looseObject({
  keyId: zText,
  id: zText,
  key: z.looseObject({ id: zText, remoteJid: zText, fromMe: zBoolean }).nullish().catch(null),
  remoteJid: zText,
  fromMe: zBoolean,
  status: z.union([z.string(), z.number()]).nullish().catch(null),
});

export const ConnectionData = z.looseObject({
  state: zText,
  statusReason: zNumber,
  wuid: zText,
  profileName: zText,
  profilePictureUrl: zText,
});

export const QrCodeData = z.looseObject({
  qrcode: z.looseObject({ base64: zText, code: zText, pairingCode: zText }).nullish().catch(null),
  message: zText,
  statusCode: zNumber,
});

export const PresenceData = z.looseObject({
  id: z.string().trim().min(1),
  presences: z.record(
    z.string(),
    z
      .looseObject({ lastKnownPresence: zText, lastSeen: anything })
      .catch({ lastKnownPresence: null, lastSeen: null }),
  ),
});
