import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (AI keys, gateway tokens, CRM passwords) as `v1:<iv>:<tag>:<ciphertext>`,
 * each part base64url. The version prefix lets a later key rotation or algorithm change
 * read old rows.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function assertKey(key: Buffer): void {
  if (key.length !== 32) throw new Error('encryption key must be 32 bytes (AES-256)');
}

export function encryptSecret(key: Buffer, plain: string): string {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

/** Throws when the value was not produced by `encryptSecret` with this key or was tampered with. */
export function decryptSecret(key: Buffer, stored: string): string {
  assertKey(key);
  const parts = stored.split(':');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new Error('unknown secret format');
  const [, ivText, tagText, dataText] = parts as [string, string, string, string];
  const iv = Buffer.from(ivText, 'base64url');
  const tag = Buffer.from(tagText, 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(Buffer.from(dataText, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

/**
 * A stored secret in clear, for comparing it with a new value (the audit log records whether it
 * changed, masked); null when none is stored, the stored text itself when it no longer decrypts.
 */
export function comparableSecret(key: Buffer, stored: string | null | undefined): string | null {
  if (!stored) return null;
  try {
    return decryptSecret(key, stored);
  } catch {
    return stored;
  }
}

/**
 * What the API shows instead of a secret: asterisks and the last 4 characters, so the owner can
 * recognise which key is set. The asterisks have a fixed length so the mask does not tell the
 * key's length; values of 8 characters or fewer are fully masked.
 */
export function maskSecret(value: string | null | undefined): string {
  if (!value) return '';
  if (value.length <= 8) return '*'.repeat(8);
  return `${'*'.repeat(12)}${value.slice(-4)}`;
}
