import {
  type AiScheduleSettings,
  isWithinAiSchedule,
  localTime,
  minutesOf,
  parseWorkDays,
} from '../schedule';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/**
 * The next moment the AI's schedule opens after `now`, on the organization's wall clock: a follow-up
 * due at night waits for the morning instead of being dropped. Null when no day of the week is
 * a work day (nothing will ever open).
 */
export function nextWindowOpening(settings: AiScheduleSettings, now: Date, timeZone: string): Date | null {
  if (parseWorkDays(settings.aiWorkDays).size === 0) return null;
  const start = minutesOf(settings.aiStartTime);
  const end = minutesOf(settings.aiEndTime);
  // Equal or unreadable times mean the whole of each work day: it opens at midnight.
  const opening = start === null || end === null || start === end ? 0 : start;
  const base = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
  const today = localTime(base, timeZone).minutes;
  for (let day = 0; day <= 7; day++) {
    let candidate = new Date(base.getTime() + (day * DAY_MINUTES + opening - today) * MINUTE_MS);
    // A daylight-saving change on the way moves the wall clock: land on the opening itself.
    let drift = localTime(candidate, timeZone).minutes - opening;
    if (drift > DAY_MINUTES / 2) drift -= DAY_MINUTES;
    if (drift < -DAY_MINUTES / 2) drift += DAY_MINUTES;
    candidate = new Date(candidate.getTime() - drift * MINUTE_MS);
    if (candidate > now && isWithinAiSchedule(settings, candidate, timeZone)) return candidate;
  }
  return null;
}
