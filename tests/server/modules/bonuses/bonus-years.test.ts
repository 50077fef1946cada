import { afterEach, describe, expect, it, vi } from 'vitest';
import { BonusPeriodQuery, bonusYears } from '../../../../contract/bonuses';

describe('bonus years', () => {
  afterEach(() => vi.useRealTimers());

  it("are the spec's 2024–2026 until the calendar passes 2025", () => {
    expect(bonusYears(new Date('2025-06-01T12:00:00Z'))).toEqual([2024, 2025, 2026]);
  });

  it("reach next year in December, so a shop can set January's goals", () => {
    vi.useFakeTimers({ now: new Date('2026-12-10T12:00:00Z') });
    expect(bonusYears()).toEqual([2024, 2025, 2026, 2027]);
    expect(BonusPeriodQuery.parse({ month: '1', year: '2027' })).toEqual({ month: 1, year: 2027 });
    const refused = BonusPeriodQuery.safeParse({ year: '2028' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Ano inválido: use 2024 a 2027');
  });
});
