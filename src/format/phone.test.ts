import { describe, expect, it } from 'vitest';
import { formatPhoneBR } from './phone';

describe('formatPhoneBR', () => {
  it('formats mobile and landline numbers with country code 55', () => {
    expect(formatPhoneBR('5511987654321')).toBe('+55 (11) 98765-4321');
    expect(formatPhoneBR('551133334444')).toBe('+55 (11) 3333-4444');
  });

  it('leaves anything else as stored', () => {
    expect(formatPhoneBR('11987654321')).toBe('11987654321');
    expect(formatPhoneBR('14155552671')).toBe('14155552671');
    expect(formatPhoneBR('5511987654321000')).toBe('5511987654321000');
  });
});
