import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../server/lib/password';

describe('hashPassword / verifyPassword', () => {
  it('hashes with argon2id and a fresh salt each time', async () => {
    const first = await hashPassword('segredo1');
    const second = await hashPassword('segredo1');
    expect(first).toMatch(/^\$argon2id\$/);
    expect(first).not.toBe(second);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('segredo1');
    expect(await verifyPassword(stored, 'segredo1')).toBe(true);
    expect(await verifyPassword(stored, 'Segredo1')).toBe(false);
  });

  it('answers false instead of throwing for a stored value that is not a hash', async () => {
    expect(await verifyPassword('texto-puro', 'texto-puro')).toBe(false);
  });
});
