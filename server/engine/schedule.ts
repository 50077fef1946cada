/**
 * The AI's working hours (spec 1 §3: aiStartTime, aiEndTime, aiWorkDays with 1 = Monday … 7 =
 * Sunday), on the organization's wall clock.
 */
import { wallClock } from '../../contract/zoned-time';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../ai/prompt';

export interface AiScheduleSettings {
  /** 'HH:MM', 24 h. */
  aiStartTime: string;
  aiEndTime: string;
  /** ISO week days, as numbers or as the spec's comma list ('1,2,3,4,5'). */
  aiWorkDays: readonly number[] | string;
}

/** Minutes since midnight of 'HH:MM', or null when it is not a time. */
export function minutesOf(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

export function parseWorkDays(days: readonly number[] | string): Set<number> {
  const list = typeof days === 'string' ? days.split(',').map((day) => Number(day.trim())) : days;
  return new Set(list.filter((day) => Number.isInteger(day) && day >= 1 && day <= 7));
}

/** ISO week day (1–7) and minutes since midnight on the wall clock of `timeZone`. */
export function localTime(now: Date, timeZone: string): { weekday: number; minutes: number } {
  const { weekday, minutes } = wallClock(now, isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE);
  return { weekday, minutes };
}

/**
 * Whether `now` falls in the window. A window that ends before it starts (22:00–06:00) runs past
 * midnight, and its early hours belong to the day it started on (Friday's night shift covers
 * Saturday 02:00). Equal start and end mean the whole day. Unreadable times fall back to always on:
 * a typo must not silence the AI without a visible reason (the settings form validates them).
 */
export function isWithinAiSchedule(settings: AiScheduleSettings, now: Date, timeZone: string): boolean {
  const days = parseWorkDays(settings.aiWorkDays);
  const start = minutesOf(settings.aiStartTime);
  const end = minutesOf(settings.aiEndTime);
  const { weekday, minutes } = localTime(now, timeZone);
  if (start === null || end === null || start === end) return days.has(weekday);
  if (start < end) return days.has(weekday) && minutes >= start && minutes < end;
  if (minutes >= start) return days.has(weekday);
  const previousDay = weekday === 1 ? 7 : weekday - 1;
  return minutes < end && days.has(previousDay);
}
