import { describe, expect, it } from 'vitest';
import { nextWindowOpening } from '../../../../server/engine/followup/window';

/** When a follow-up due outside the AI's hours goes out instead (São Paulo is UTC−3, no DST). */

const SP = 'America/Sao_Paulo';
const OFFICE = { aiStartTime: '08:00', aiEndTime: '18:00', aiWorkDays: '1,2,3,4,5' };
/** 'YYYY-MM-DDTHH:MM' on the São Paulo wall clock. */
const sp = (local: string) => new Date(`${local}:00.000-03:00`);

describe('the next opening of the AI schedule', () => {
  it('is later the same day before opening time, the next work day after closing', () => {
    expect(nextWindowOpening(OFFICE, sp('2025-03-11T06:15'), SP)).toEqual(sp('2025-03-11T08:00'));
    expect(nextWindowOpening(OFFICE, sp('2025-03-11T18:00'), SP)).toEqual(sp('2025-03-12T08:00'));
  });

  it('skips the weekend and days off', () => {
    expect(nextWindowOpening(OFFICE, sp('2025-03-14T19:45'), SP)).toEqual(sp('2025-03-17T08:00'));
    const tuesdaysOnly = { ...OFFICE, aiWorkDays: '2' };
    expect(nextWindowOpening(tuesdaysOnly, sp('2025-03-11T09:00'), SP)).toEqual(sp('2025-03-18T08:00'));
  });

  it('opens a night shift at its start, on a work day', () => {
    const night = { aiStartTime: '22:00', aiEndTime: '06:00', aiWorkDays: '1,2,3,4,5' };
    expect(nextWindowOpening(night, sp('2025-03-11T07:00'), SP)).toEqual(sp('2025-03-11T22:00'));
    // Friday's shift ends on Saturday morning; the next starts on Monday night.
    expect(nextWindowOpening(night, sp('2025-03-15T06:30'), SP)).toEqual(sp('2025-03-17T22:00'));
  });

  it('lands on the opening across a daylight-saving change', () => {
    // New York moved its clocks forward on Sunday 9 March 2025.
    const saturdayEvening = new Date('2025-03-08T20:00:00.000-05:00');
    expect(nextWindowOpening(OFFICE, saturdayEvening, 'America/New_York')).toEqual(
      new Date('2025-03-10T08:00:00.000-04:00'),
    );
  });

  it('answers nothing when no day is a work day', () => {
    expect(nextWindowOpening({ ...OFFICE, aiWorkDays: '' }, sp('2025-03-11T20:00'), SP)).toBeNull();
  });
});
