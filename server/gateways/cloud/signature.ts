import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta signs every webhook post with the app secret: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256
 * of the raw body>`. The raw bytes, never a re-serialised object: any difference in spacing or
 * escaping would change the digest.
 */
export function signCloudBody(rawBody: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Timing-safe check of the header as received (absent, one value or several: only one is valid). */
export function cloudSignatureMatches(
  header: string | readonly string[] | undefined,
  rawBody: string | Buffer,
  appSecret: string,
): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = Buffer.from(signCloudBody(rawBody, appSecret));
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
