import { describe, expect, it } from 'vitest';
import { isWithinAiSchedule } from '../../../server/engine/schedule';

/** The AI's working hours on the organization's wall clock. */

const office = { aiStartTime: '08:00', aiEndTime: '18:00', aiWorkDays: '1,2,3,4,5' };
const SP = 'America/Sao_Paulo';

describe('the AI schedule', () => {
  it('follows the wall clock of the organization, not UTC', () => {
    // 10:30 UTC is 07:30 in São Paulo: before opening there, but 11:30 in Lisbon.
    const at = new Date('2025-03-10T10:30:00Z');
    expect(isWithinAiSchedule(office, at, SP)).toBe(false);
    expect(isWithinAiSchedule(office, at, 'Europe/Lisbon')).toBe(true);
  });

  it('opens at the start time and closes at the end time', () => {
    expect(isWithinAiSchedule(office, new Date('2025-03-10T11:00:00Z'), SP)).toBe(true); // 08:00
    expect(isWithinAiSchedule(office, new Date('2025-03-10T20:59:00Z'), SP)).toBe(true); // 17:59
    expect(isWithinAiSchedule(office, new Date('2025-03-10T21:00:00Z'), SP)).toBe(false); // 18:00
  });

  it('answers only on the work days, 1 = Monday to 7 = Sunday', () => {
    const saturdayNoon = new Date('2025-03-15T15:00:00Z');
    expect(isWithinAiSchedule(office, saturdayNoon, SP)).toBe(false);
    expect(isWithinAiSchedule({ ...office, aiWorkDays: [6, 7] }, saturdayNoon, SP)).toBe(true);
    expect(isWithinAiSchedule({ ...office, aiWorkDays: '7' }, new Date('2025-03-16T15:00:00Z'), SP)).toBe(
      true,
    );
  });

  it("runs a night window past midnight as the start day's shift", () => {
    const night = { aiStartTime: '22:00', aiEndTime: '06:00', aiWorkDays: '5' };
    // Friday 23:00 and Saturday 02:00 (Friday's shift) are inside; Saturday 23:00 is not.
    expect(isWithinAiSchedule(night, new Date('2025-03-15T02:00:00Z'), SP)).toBe(true);
    expect(isWithinAiSchedule(night, new Date('2025-03-15T05:00:00Z'), SP)).toBe(true);
    expect(isWithinAiSchedule(night, new Date('2025-03-16T02:00:00Z'), SP)).toBe(false);
    expect(isWithinAiSchedule(night, new Date('2025-03-14T12:00:00Z'), SP)).toBe(false);
  });

  it('falls back to São Paulo for an unknown time zone', () => {
    const at = new Date('2025-03-10T10:30:00Z');
    expect(isWithinAiSchedule(office, at, 'Mars/Olympus')).toBe(isWithinAiSchedule(office, at, SP));
  });
});
