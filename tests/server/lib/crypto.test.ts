import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, maskSecret } from '../../../server/lib/crypto';

const key = randomBytes(32);

describe('encryptSecret / decryptSecret', () => {
  it('round-trips text, including accents and empty strings', () => {
    for (const plain of ['sk-proj-abc123', 'senha çãé 🚗', '']) {
      expect(decryptSecret(key, encryptSecret(key, plain))).toBe(plain);
    }
  });

  it('writes a versioned value that differs on every call', () => {
    const first = encryptSecret(key, 'mesmo');
    const second = encryptSecret(key, 'mesmo');
    expect(first).toMatch(/^v1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]*$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('mesmo');
  });

  it('refuses another key, a tampered value and an unknown format', () => {
    const stored = encryptSecret(key, 'segredo');
    expect(() => decryptSecret(randomBytes(32), stored)).toThrow();
    const [version, iv, tag, data] = stored.split(':') as [string, string, string, string];
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => decryptSecret(key, [version, iv, tag, flipped.toString('base64url')].join(':'))).toThrow();
    expect(() => decryptSecret(key, `v2:${iv}:${tag}:${data}`)).toThrow('unknown secret format');
    expect(() => decryptSecret(key, 'texto-puro')).toThrow('unknown secret format');
  });

  it('needs a 32-byte key', () => {
    expect(() => encryptSecret(randomBytes(16), 'x')).toThrow('32 bytes');
  });
});

describe('maskSecret', () => {
  it('shows asterisks and the last 4 characters', () => {
    expect(maskSecret('sk-proj-1234567890abcd')).toBe('************abcd');
  });

  it('hides short values entirely and answers empty for no value', () => {
    expect(maskSecret('12345678')).toBe('********');
    expect(maskSecret('')).toBe('');
    expect(maskSecret(null)).toBe('');
    expect(maskSecret(undefined)).toBe('');
  });
});
