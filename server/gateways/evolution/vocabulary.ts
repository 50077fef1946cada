import type { MediaType, MessageStatus } from '../events';

/**
 * Evolution's words for message states and media, shared by the adapter (send answers, media
 * downloads) and the webhook normaliser.
 */

export type GatewayStatusMeaning = Exclude<MessageStatus, 'received'> | 'deleted';

/** Baileys' ack names as Evolution sends them (PROTOCOL §3.4, §4). */
const STATUS_BY_NAME: Record<string, GatewayStatusMeaning> = {
  ERROR: 'failed',
  PENDING: 'pending',
  SERVER_ACK: 'sent',
  DELIVERY_ACK: 'delivered',
  READ: 'read',
  // A played voice note has been heard, which for the inbox is "read".
  PLAYED: 'read',
  DELETED: 'deleted',
};

/** Older builds and other channels send the raw Baileys enum number (0 = ERROR … 5 = PLAYED). */
const STATUS_BY_NUMBER: readonly GatewayStatusMeaning[] = [
  'failed',
  'pending',
  'sent',
  'delivered',
  'read',
  'read',
];

export function statusFromGateway(value: string | number | null | undefined): GatewayStatusMeaning | null {
  if (typeof value === 'number') return STATUS_BY_NUMBER[value] ?? null;
  if (typeof value !== 'string') return null;
  const name = value.trim().toUpperCase();
  if (/^\d+$/.test(name)) return STATUS_BY_NUMBER[Number(name)] ?? null;
  return STATUS_BY_NAME[name] ?? null;
}

/** Message content keys that hold media, and the media type each one is. */
export const MEDIA_KEYS: Readonly<Record<string, MediaType>> = {
  imageMessage: 'image',
  videoMessage: 'video',
  ptvMessage: 'video',
  audioMessage: 'audio',
  documentMessage: 'document',
  stickerMessage: 'sticker',
};

/** `imageMessage` → 'image'; also accepts the bare words Evolution uses in media answers. */
export function mediaTypeOfMessageKey(key: string): MediaType | null {
  // Own keys only: a key named like an Object method must not match.
  if (Object.hasOwn(MEDIA_KEYS, key)) return MEDIA_KEYS[key] ?? null;
  const bare = key.replace(/Message$/, '');
  const values: readonly MediaType[] = ['image', 'video', 'audio', 'document', 'sticker'];
  return values.find((value) => value === bare) ?? null;
}
