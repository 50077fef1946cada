import { describe, expect, it } from 'vitest';
import { type AgendaSettings, DEFAULT_AGENDA_SETTINGS } from '../../../../contract/agenda-settings';
import { isoWithOffset, shortLocal } from '../../../../contract/zoned-time';
import { bookingProblem, freeSlots, type TimeRange } from '../../../../server/engine/agenda/rules';

/** Friday 5 December 2025, 09:00 in São Paulo. */
const NOW = new Date('2025-12-05T12:00:00.000Z');
const saoPaulo: AgendaSettings = DEFAULT_AGENDA_SETTINGS;
const manaus: AgendaSettings = { ...DEFAULT_AGENDA_SETTINGS, timezone: 'America/Manaus' };
const visit = (iso: string, durationMinutes = 60): TimeRange => ({
  startsAt: new Date(iso),
  durationMinutes,
});

describe('booking rules', () => {
  it('accepts Saturday 10:00 inside the morning hours and refuses 12:30 past the 13:00 close', () => {
    expect(bookingProblem(saoPaulo, visit('2025-12-06T10:00:00-03:00'), [], NOW)).toBeNull();
    expect(bookingProblem(saoPaulo, visit('2025-12-06T12:30:00-03:00'), [], NOW)).toEqual({
      kind: 'invalid',
      message: 'Fora do horário de atendimento: neste dia a loja atende das 08:00 às 13:00.',
    });
  });

  it('refuses Sunday, a closed date and a time inside the lead time', () => {
    expect(bookingProblem(saoPaulo, visit('2025-12-07T10:00:00-03:00'), [], NOW)?.message).toBe(
      'A loja não atende aos domingos. Escolha outro dia.',
    );
    const holiday = { ...saoPaulo, closedDates: ['2025-12-08'] };
    expect(bookingProblem(holiday, visit('2025-12-08T10:00:00-03:00'), [], NOW)?.message).toBe(
      'A loja não atende em 08/12/2025. Escolha outra data.',
    );
    expect(bookingProblem(saoPaulo, visit('2025-12-05T10:00:00-03:00'), [], NOW)?.message).toBe(
      'Agende com pelo menos 2 h de antecedência.',
    );
    expect(bookingProblem(saoPaulo, visit('2025-12-05T11:00:00-03:00'), [], NOW)).toBeNull();
    expect(bookingProblem(saoPaulo, visit('2025-12-05T08:00:00-03:00'), [], NOW)?.message).toBe(
      'Esse horário já passou. Escolha um horário futuro.',
    );
  });

  it('fills a slot at perSlot overlapping visits, whatever their exact start', () => {
    const busy = [visit('2025-12-06T10:00:00-03:00'), visit('2025-12-06T09:30:00-03:00')];
    expect(bookingProblem(saoPaulo, visit('2025-12-06T10:00:00-03:00'), busy, NOW)?.kind).toBe('full');
    expect(bookingProblem(saoPaulo, visit('2025-12-06T10:00:00-03:00'), busy.slice(0, 1), NOW)).toBeNull();
    // 11:00 overlaps only the 10:00 visit (which ends at 11:00): one place is still free.
    expect(bookingProblem(saoPaulo, visit('2025-12-06T11:00:00-03:00'), busy, NOW)).toBeNull();
  });

  it("reads the hours on the shop's own clock: 08:00 in Manaus is 09:00 in São Paulo", () => {
    // 07:30 in Manaus (UTC−4) is 08:30 in São Paulo: open there, still closed in Manaus.
    const early = visit('2025-12-06T11:30:00.000Z');
    expect(bookingProblem(saoPaulo, early, [], NOW)).toBeNull();
    expect(bookingProblem(manaus, early, [], NOW)?.kind).toBe('invalid');
    // 12:30 in Manaus is 13:30 in São Paulo: the Saturday morning is over there, not in Manaus.
    const late = visit('2025-12-06T16:30:00.000Z', 30);
    expect(bookingProblem(manaus, late, [], NOW)).toBeNull();
    expect(bookingProblem(saoPaulo, late, [], NOW)?.kind).toBe('invalid');
  });

  it('lists the nearest free times on the slot grid, skipping full slots and closed days', () => {
    const busy = [visit('2025-12-06T08:00:00-03:00'), visit('2025-12-06T08:00:00-03:00')];
    const from = new Date('2025-12-06T00:00:00-03:00');
    const free = freeSlots(saoPaulo, busy, { from, count: 6, now: NOW });
    expect(free.map((at) => shortLocal(at, saoPaulo.timezone))).toEqual([
      'sáb 06/12 09:00',
      'sáb 06/12 10:00',
      'sáb 06/12 11:00',
      'sáb 06/12 12:00',
      'seg 08/12 08:00',
      'seg 08/12 09:00',
    ]);
    const inManaus = freeSlots(manaus, [], { from, count: 1, now: NOW });
    expect(inManaus.map((at) => isoWithOffset(at, manaus.timezone))).toEqual(['2025-12-06T08:00:00-04:00']);
    expect(inManaus[0]?.toISOString()).toBe('2025-12-06T12:00:00.000Z');
  });

  it('answers no free time when the shop never opens', () => {
    const closed: AgendaSettings = {
      ...saoPaulo,
      weekly: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
    };
    expect(freeSlots(closed, [], { from: NOW, count: 3, now: NOW })).toEqual([]);
  });
});
