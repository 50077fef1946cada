/**
 * Dates and times as a Brazilian customer writes them ("amanhã", "sábado", "06/12", "10h", "10:30"),
 * read against the shop's clock and time zone. Pure: the demo assistant books with these.
 */
import { isoWithOffset, wallClock, zonedInstant } from '../../../contract/zoned-time';
import { normalizeText } from './keywords';

/** A calendar day, `YYYY-MM-DD`. */
export type PlainDate = string;

const WEEKDAYS: ReadonlyArray<readonly [number, RegExp]> = [
  [0, /\bdomingo\b/],
  [1, /\bsegunda\b/],
  [2, /\bterca\b/],
  [3, /\bquarta\b/],
  [4, /\bquinta\b/],
  [5, /\bsexta\b/],
  [6, /\bsabado\b/],
];

const pad = (value: number): string => String(value).padStart(2, '0');

/** The day it is at `now` in `timeZone`. */
export const todayIn = (now: Date, timeZone: string): PlainDate => wallClock(now, timeZone).date;

function partsOf(date: PlainDate): [number, number, number] {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return [year, month, day];
}

export function addDays(date: PlainDate, days: number): PlainDate {
  const [year, month, day] = partsOf(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const weekdayOf = (date: PlainDate): number => {
  const [year, month, day] = partsOf(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
};

function validDay(year: number, month: number, day: number): PlainDate | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * The day the customer means, or null when the text names none. A weekday is the next one after
 * today (on a Saturday, "sábado" is the next Saturday); "06/12" without a year is the next 6 December.
 */
export function parseDate(text: string, now: Date, timeZone: string): PlainDate | null {
  const normalized = normalizeText(text);
  const today = todayIn(now, timeZone);
  if (/\bdepois de amanha\b/.test(normalized)) return addDays(today, 2);
  if (/\bamanha\b/.test(normalized)) return addDays(today, 1);
  if (/\bhoje\b/.test(normalized)) return today;
  const numeric = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?\b/.exec(normalized);
  if (numeric) {
    const day = Number(numeric[1]);
    const month = Number(numeric[2]);
    const [thisYear] = partsOf(today);
    if (numeric[3]) {
      const year = Number(numeric[3].length === 2 ? `20${numeric[3]}` : numeric[3]);
      return validDay(year, month, day);
    }
    const candidate = validDay(thisYear, month, day);
    if (candidate && candidate >= today) return candidate;
    return validDay(thisYear + 1, month, day);
  }
  for (const [weekday, pattern] of WEEKDAYS) {
    if (!pattern.test(normalized)) continue;
    const ahead = (weekday - weekdayOf(today) + 7) % 7 || 7;
    return addDays(today, ahead);
  }
  const dayOnly = /\bdia (\d{1,2})\b/.exec(normalized);
  if (dayOnly) {
    const [year, month] = partsOf(today);
    const day = Number(dayOnly[1]);
    const candidate = validDay(year, month, day);
    if (candidate && candidate >= today) return candidate;
    return month === 12 ? validDay(year + 1, 1, day) : validDay(year, month + 1, day);
  }
  return null;
}

/** `HH:MM`, or null: "10h", "10h30", "10:30", "às 10", "10 horas", "meio-dia". */
export function parseTime(text: string): string | null {
  const normalized = normalizeText(text);
  if (/\bmeio[- ]dia\b/.test(normalized)) return '12:00';
  const match =
    /\b(\d{1,2})(?::(\d{2})|h(\d{2})?\b|\s*horas?\b)/.exec(normalized) ?? /\bas (\d{1,2})\b/.exec(normalized);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? match[3] ?? 0);
  if (hour > 23 || minute > 59) return null;
  return `${pad(hour)}:${pad(minute)}`;
}

/** The wall-clock time `date` `time` in `timeZone` as ISO 8601 with its offset, e.g. `2026-12-05T10:00:00-03:00`. */
export function zonedIso(date: PlainDate, time: string, timeZone: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return isoWithOffset(zonedInstant(date, hour * 60 + minute, timeZone), timeZone);
}
