import type { MessageKey } from './schemas';

/**
 * WhatsApp addresses (JIDs). A person is `<phone>@s.whatsapp.net` or, since the LID migration, an
 * opaque `<id>@lid` whose digits are NOT a phone number (PROTOCOL §7.2). A device suffix
 * (`5511…:12@s.whatsapp.net`) names one linked device of the same person.
 */

export type JidKind = 'phone' | 'lid' | 'group' | 'status' | 'broadcast' | 'newsletter' | 'unknown';

export function jidKind(jid: string): JidKind {
  const lower = jid.trim().toLowerCase();
  if (lower === 'status@broadcast') return 'status';
  if (lower.endsWith('@g.us')) return 'group';
  if (lower.endsWith('@broadcast')) return 'broadcast';
  if (lower.endsWith('@newsletter')) return 'newsletter';
  if (lower.endsWith('@lid')) return 'lid';
  if (lower.endsWith('@s.whatsapp.net') || lower.endsWith('@c.us')) return 'phone';
  // Some bodies carry the bare number.
  if (/^\+?\d{8,15}$/.test(lower)) return 'phone';
  return 'unknown';
}

/** The user part without the device suffix: `5511…:12@s.whatsapp.net` → `5511…`. */
const userPart = (jid: string): string => jid.trim().split('@')[0]?.split(':')[0] ?? '';

/** Digits of a phone JID; null for LIDs, groups and anything else. */
export function phoneOf(jid: string | null | undefined): string | null {
  if (!jid || jidKind(jid) !== 'phone') return null;
  const digits = userPart(jid).replace(/\D/g, '');
  return digits.length >= 8 ? digits : null;
}

export const phoneJid = (digits: string): string => `${digits}@s.whatsapp.net`;

/** A LID without its device suffix, so both forms of one person compare equal. */
export function lidOf(jid: string | null | undefined): string | null {
  if (!jid || jidKind(jid) !== 'lid') return null;
  const user = userPart(jid);
  return user ? `${user}@lid` : null;
}

export interface ResolvedChat {
  /** `remoteJid` exactly as received. */
  chatJid: string;
  kind: JidKind;
  contactNumber: string | null;
  /** Where to reply: the phone JID when known, else the chat JID as received. */
  contactJid: string;
  contactLid: string | null;
}

/**
 * The person behind a 1:1 chat, from every field a gateway version may have used for the other
 * form of the address: `remoteJidAlt` (2.3.5+), `senderPn` (2.3.0), `previousRemoteJid` (2.3.1–2.3.4).
 * The phone form wins when present; a LID is never turned into a phone number.
 */
export function resolveChat(key: MessageKey): ResolvedChat {
  const candidates = [key.remoteJid, key.remoteJidAlt, key.senderPn, key.previousRemoteJid, key.senderLid];
  let contactNumber: string | null = null;
  let contactLid: string | null = null;
  for (const candidate of candidates) {
    contactNumber ??= phoneOf(candidate);
    contactLid ??= lidOf(candidate);
  }
  return {
    chatJid: key.remoteJid,
    kind: jidKind(key.remoteJid),
    contactNumber,
    contactJid: contactNumber ? phoneJid(contactNumber) : key.remoteJid,
    contactLid,
  };
}
