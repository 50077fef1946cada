/**
 * What never reaches a log line: values under a secret-looking key (every encrypted column, keys,
 * tokens, passwords, cookies) and secret-looking strings anywhere (bearer tokens, provider keys).
 * Applied to every line before it is written, to stdout and to the `logs` table alike.
 */

export const REDACTED = '[redacted]';

/** Normalised (lower case, no `_` or `-`) fragments of key names that hold secrets. */
const SECRET_KEY_FRAGMENTS = [
  'password',
  'passwd',
  'secret',
  'token',
  'apikey',
  'authorization',
  'cookie',
  'encryptionkey',
  'privatekey',
  'credential',
  'hash',
];

const normalise = (key: string) => key.toLowerCase().replace(/[_-]/g, '');

/** Whether the value under this key is a secret (`api_key_enc`, `gatewayTokenEnc`, `password`…). */
export function isSecretKey(key: string): boolean {
  const name = normalise(key);
  if (name.endsWith('enc')) return true;
  return SECRET_KEY_FRAGMENTS.some((fragment) => name.includes(fragment));
}

const SECRET_VALUES: readonly RegExp[] = [
  /\bBearer\s+[A-Za-z0-9._~+/=-]{8,}/gi,
  /\bsk-[A-Za-z0-9_-]{8,}/g,
  /\bAIza[0-9A-Za-z_-]{20,}/g,
  // A stored ciphertext (iv:tag:data in base64) from server/lib/crypto.
  /\bv1:[A-Za-z0-9+/=]{8,}:[A-Za-z0-9+/=]{8,}:[A-Za-z0-9+/=]{8,}/g,
];

export function redactText(text: string): string {
  let result = text;
  for (const pattern of SECRET_VALUES) result = result.replace(pattern, REDACTED);
  return result;
}

const MAX_DEPTH = 8;

/** A copy of `value` with every secret removed; plain data only (errors become their fields). */
export function redactDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  if (value instanceof Date) return value;
  const copy: Record<string, unknown> = {};
  const source =
    value instanceof Error
      ? { ...value, type: value.name, message: value.message, stack: value.stack }
      : value;
  for (const [key, item] of Object.entries(source)) {
    copy[key] = isSecretKey(key) ? REDACTED : redactDeep(item, depth + 1);
  }
  return copy;
}
