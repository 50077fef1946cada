import { isoWithOffset, zonedInstant } from '../../../contract/zoned-time';

/**
 * The API writes `startsAt` in the shop's offset (`2025-03-15T10:00:00-03:00`), so its first
 * characters are the shop's own date and clock time, whatever the browser's time zone is.
 */
export const shopDate = (startsAt: string): string => startsAt.slice(0, 10);
export const shopClock = (startsAt: string): string => startsAt.slice(11, 16);

/** `2025-03-15T10:00` (a datetime-local input's value) from an API time. */
export const toWallInput = (startsAt: string | null | undefined): string =>
  startsAt ? startsAt.slice(0, 16) : '';

/** An input's `2025-03-15T10:00`, read on the shop's clock, as the API wants it (with offset). */
export function fromWallInput(wall: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(wall);
  if (!match) return null;
  const [, date = '', hours = '0', minutes = '0'] = match;
  return isoWithOffset(zonedInstant(date, Number(hours) * 60 + Number(minutes), timeZone), timeZone);
}

/** Midnight of a shop date, with the offset, for the list's `from`/`to` filters. */
export const shopMidnight = (date: string, timeZone: string): string =>
  isoWithOffset(zonedInstant(date, 0, timeZone), timeZone);

const SHORT_WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];

/** `sáb 15/03`: a shop date as the agenda's column headers show it. */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${SHORT_WEEKDAYS[weekday]} ${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}`;
}

/** `sáb 15/03 10:00`. */
export const timeLabel = (startsAt: string): string =>
  `${dayLabel(shopDate(startsAt))} ${shopClock(startsAt)}`;
