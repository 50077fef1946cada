/**
 * Wall-clock time of a shop's IANA time zone, with Intl only: the shop's hours are local ("sábado
 * 10:00 em Manaus") while appointments are stored as instants.
 */

export interface WallClock {
  /** `YYYY-MM-DD` on the shop's calendar. */
  date: string;
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** Minutes since local midnight. */
  minutes: number;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsOf(at: Date, timeZone: string) {
  const parts = formatterOf(timeZone).formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    weekday: WEEKDAYS[part('weekday')] ?? 1,
    hour: Number(part('hour')) % 24,
    minute: Number(part('minute')),
    second: Number(part('second')),
  };
}

const pad = (value: number, size = 2) => String(Math.abs(value)).padStart(size, '0');

export function wallClock(at: Date, timeZone: string): WallClock {
  const p = partsOf(at, timeZone);
  return {
    date: `${p.year}-${pad(p.month)}-${pad(p.day)}`,
    weekday: p.weekday,
    minutes: p.hour * 60 + p.minute,
  };
}

/** Minutes the zone is ahead of UTC at that instant (São Paulo −180, Manaus −240). */
export function offsetMinutes(at: Date, timeZone: string): number {
  const p = partsOf(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a local date and minute of the day names in the zone. */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(year, month - 1, day, 0, minutes);
  // Two passes settle the offset even on a day whose offset changes (a daylight-saving shift).
  let guess = naive - offsetMinutes(new Date(naive), timeZone) * 60_000;
  guess = naive - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess);
}

/** `2025-12-06T10:00:00-03:00`: the instant written in the shop's offset, as the API answers it. */
export function isoWithOffset(at: Date, timeZone: string): string {
  const offset = offsetMinutes(at, timeZone);
  const local = new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  return `${local}${sign}${pad(Math.trunc(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** The next calendar date after `YYYY-MM-DD`. */
export function nextDate(date: string, days = 1): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export const hhmm = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

const SHORT_WEEKDAYS = ['seg', 'ter', 'qua', 'qui', 'sex', 'sáb', 'dom'] as const;

/** `sáb 06/12 10:00`: how staff and customers read an appointment's time, in the shop's zone. */
export function shortLocal(at: Date, timeZone: string): string {
  const clock = wallClock(at, timeZone);
  const [, month, day] = clock.date.split('-');
  return `${SHORT_WEEKDAYS[clock.weekday - 1]} ${day}/${month} ${hhmm(clock.minutes)}`;
}
