import type { ConnectionState, NormalizedEvent } from '../events';
import { jidKind, phoneOf } from './jid';
import { ConnectionData, PresenceData, QrCodeData } from './schemas';
import { toDate } from './values';

/** `connection.update`, `qrcode.updated` and `presence.update` data (PROTOCOL §2.2, §3.4). */

const STATES: readonly ConnectionState[] = ['open', 'connecting', 'close', 'refused'];

export function normalizeConnection(data: unknown): NormalizedEvent {
  const parsed = ConnectionData.safeParse(data);
  if (!parsed.success) return { type: 'invalid', reason: 'connection.update: data is not an object' };
  const { state, statusReason, wuid, profileName, profilePictureUrl } = parsed.data;
  const known = STATES.find((candidate) => candidate === state);
  if (!known)
    return { type: 'ignored', event: 'connection.update', reason: `unknown state ${state ?? '(none)'}` };
  return {
    type: 'connection',
    state: known,
    statusReason,
    // Evolution reconnects transient drops silently, so a reported `close` is terminal (logged out,
    // banned, forbidden) and `refused` is the QR limit: both need a new scan.
    needsNewQr: known === 'close' || known === 'refused',
    ownerJid: wuid,
    ownerNumber: phoneOf(wuid),
    profileName,
    profilePictureUrl,
  };
}

export function normalizeQrCode(data: unknown): NormalizedEvent {
  const parsed = QrCodeData.safeParse(data);
  if (!parsed.success) return { type: 'invalid', reason: 'qrcode.updated: data is not an object' };
  const { qrcode, message, statusCode } = parsed.data;
  if (qrcode && (qrcode.base64 || qrcode.code)) {
    return { type: 'qrcode', qrCode: qrcode.base64, code: qrcode.code, pairingCode: qrcode.pairingCode };
  }
  if (message) return { type: 'qrcode_limit', message, statusCode };
  return { type: 'invalid', reason: 'qrcode.updated: neither a QR code nor a message' };
}

export function normalizePresence(data: unknown): NormalizedEvent {
  const parsed = PresenceData.safeParse(data);
  if (!parsed.success) return { type: 'invalid', reason: 'presence.update: no chat id or presences' };
  const { id, presences } = parsed.data;
  const kind = jidKind(id);
  if (kind === 'group') return { type: 'skipped', reason: 'group', gatewayMessageId: null, chatJid: id };
  // In a 1:1 chat the only entry is the contact's; its key may be the other form (LID/phone) of `id`.
  const entry = (Object.hasOwn(presences, id) ? presences[id] : undefined) ?? Object.values(presences)[0];
  if (!entry?.lastKnownPresence) {
    return { type: 'ignored', event: 'presence.update', reason: `no presence for ${id}` };
  }
  return {
    type: 'presence',
    chatJid: id,
    contactNumber: phoneOf(id) ?? phoneOf(Object.keys(presences).find((jid) => jidKind(jid) === 'phone')),
    presence: entry.lastKnownPresence,
    lastSeen: toDate(entry.lastSeen),
  };
}
