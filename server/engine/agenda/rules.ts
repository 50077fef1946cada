import type { AgendaSettings, DayHours, WeekdayKey } from '../../../contract/agenda-settings';
import { WEEKDAY_KEYS } from '../../../contract/agenda-settings';
import { hhmm, nextDate, wallClock, zonedInstant } from '../../../contract/zoned-time';

/**
 * The shop's booking rules, pure: opening hours on the shop's own clock, closed dates, the lead time
 * and the number of visits one time can hold. The API, the staff screens and the AI's tools all
 * book through these, so a rule cannot differ between them.
 */

export interface TimeRange {
  startsAt: Date;
  durationMinutes: number;
}

/** Why a time cannot be booked: `invalid` is the shop's rules (400), `full` a taken slot (409). */
export type BookingProblem = { kind: 'invalid'; message: string } | { kind: 'full'; message: string };

/** "às segundas-feiras", "aos sábados": the weekday as the refusal says it. */
const ON_WEEKDAYS = [
  'às segundas-feiras',
  'às terças-feiras',
  'às quartas-feiras',
  'às quintas-feiras',
  'às sextas-feiras',
  'aos sábados',
  'aos domingos',
];
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export const hoursOn = (settings: AgendaSettings, weekday: number): DayHours =>
  settings.weekly[WEEKDAY_KEYS[weekday - 1] as WeekdayKey] ?? null;

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const endOf = (range: TimeRange): number => range.startsAt.getTime() + range.durationMinutes * MINUTE_MS;
const overlaps = (a: TimeRange, b: TimeRange): boolean =>
  a.startsAt.getTime() < endOf(b) && b.startsAt.getTime() < endOf(a);
const brDate = (date: string): string => date.split('-').reverse().join('/');

function hoursText(hours: number): string {
  return Number.isInteger(hours) ? `${hours} h` : `${Math.round(hours * 60)} min`;
}

/** The shop's rules for the time alone (hours, closed dates, lead time), without looking at other visits. */
export function ruleProblem(settings: AgendaSettings, booking: TimeRange, now: Date): string | null {
  const local = wallClock(booking.startsAt, settings.timezone);
  if (booking.startsAt.getTime() <= now.getTime())
    return 'Esse horário já passou. Escolha um horário futuro.';
  if (settings.closedDates.includes(local.date)) {
    return `A loja não atende em ${brDate(local.date)}. Escolha outra data.`;
  }
  const hours = hoursOn(settings, local.weekday);
  if (!hours) return `A loja não atende ${ON_WEEKDAYS[local.weekday - 1]}. Escolha outro dia.`;
  const open = minutesOf(hours.open);
  const close = minutesOf(hours.close);
  if (local.minutes < open || local.minutes + booking.durationMinutes > close) {
    return `Fora do horário de atendimento: neste dia a loja atende das ${hours.open} às ${hours.close}.`;
  }
  if (booking.startsAt.getTime() < now.getTime() + settings.leadTimeHours * HOUR_MS) {
    return `Agende com pelo menos ${hoursText(settings.leadTimeHours)} de antecedência.`;
  }
  return null;
}

/** How many of `busy` (the shop's scheduled or confirmed visits) overlap the time. */
export const overlapping = (booking: TimeRange, busy: readonly TimeRange[]): number =>
  busy.filter((other) => overlaps(booking, other)).length;

/** Whether the time can be booked, and if not, why (pt-BR, for the staff screen and the model). */
export function bookingProblem(
  settings: AgendaSettings,
  booking: TimeRange,
  busy: readonly TimeRange[],
  now: Date,
): BookingProblem | null {
  const invalid = ruleProblem(settings, booking, now);
  if (invalid) return { kind: 'invalid', message: invalid };
  if (overlapping(booking, busy) >= settings.perSlot) {
    return {
      kind: 'full',
      message: `Horário lotado: a loja já tem ${settings.perSlot} atendimento(s) marcado(s) nesse horário.`,
    };
  }
  return null;
}

/** Days looked at when searching free times: a shop closed for two months answers none. */
const SEARCH_DAYS = 60;

/**
 * The first `count` bookable times from `from` on, on the slot grid of each day (opening, then every
 * `slotMinutes`), skipping closed days, the lead time and full slots. With `until`, only times before it.
 */
export function freeSlots(
  settings: AgendaSettings,
  busy: readonly TimeRange[],
  options: { from: Date; count: number; now: Date; durationMinutes?: number; until?: Date },
): Date[] {
  const duration = options.durationMinutes ?? settings.slotMinutes;
  const start = Math.max(options.from.getTime(), options.now.getTime());
  const found: Date[] = [];
  let date = wallClock(new Date(start), settings.timezone).date;
  for (let day = 0; day < SEARCH_DAYS && found.length < options.count; day += 1, date = nextDate(date)) {
    const weekday = wallClock(zonedInstant(date, 12 * 60, settings.timezone), settings.timezone).weekday;
    const hours = hoursOn(settings, weekday);
    if (!hours || settings.closedDates.includes(date)) continue;
    const close = minutesOf(hours.close);
    for (let minute = minutesOf(hours.open); minute + duration <= close; minute += settings.slotMinutes) {
      const at = zonedInstant(date, minute, settings.timezone);
      if (options.until && at.getTime() >= options.until.getTime()) return found;
      if (at.getTime() < start) continue;
      if (bookingProblem(settings, { startsAt: at, durationMinutes: duration }, busy, options.now)) continue;
      found.push(at);
      if (found.length >= options.count) break;
    }
  }
  return found;
}

/** `sáb 06/12 às 10:00` style list for messages: "06/12 10:00, 06/12 11:00". */
export const localLabel = (at: Date, timeZone: string): string => {
  const local = wallClock(at, timeZone);
  return `${brDate(local.date).slice(0, 5)} ${hhmm(local.minutes)}`;
};
