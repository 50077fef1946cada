/** Date separators between the days of a chat (spec 2 §2.4), in the browser's time zone. */

export interface SeparatorWords {
  today: string;
  yesterday: string;
}

const MS_PER_DAY = 24 * 60 * 60 * 1000;
/** Spec 2 §2.4: the weekday name "if within 7 days". */
const WEEKDAY_DAYS = 7;

const weekdayFormat = new Intl.DateTimeFormat('pt-BR', { weekday: 'long' });
const dayMonthFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long' });
const dayMonthYearFormat = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** The calendar day of a moment, as a key: `2025-01-10`. */
export const dayKeyOf = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Whole calendar days from `date` to `now`; midnight-based so 23:59 → 00:01 is one day. */
const calendarDaysBetween = (date: Date, now: Date): number => {
  const start = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  const end = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((end - start) / MS_PER_DAY);
};

const capitalise = (text: string): string => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);

/**
 * 'Hoje', 'Ontem', the weekday within the last 7 days ('Segunda-feira'), otherwise day and long
 * month ('3 de março'), with the year only when it is not the current one ('3 de março de 2023').
 */
export const dateSeparatorLabel = (date: Date, now: Date, words: SeparatorWords): string => {
  const days = calendarDaysBetween(date, now);
  if (days === 0) return words.today;
  if (days === 1) return words.yesterday;
  if (days > 1 && days < WEEKDAY_DAYS) return capitalise(weekdayFormat.format(date));
  return date.getFullYear() === now.getFullYear()
    ? dayMonthFormat.format(date)
    : dayMonthYearFormat.format(date);
};

const timeFormat = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** The time under a bubble: `14:05`. */
export const messageTime = (date: Date): string => timeFormat.format(date);
