/** Days of the AI schedule as the spec writes them: 1 = Monday … 7 = Sunday (spec 1 §3). */
export const WEEK_DAYS = [
  { day: 1, key: 'mon' },
  { day: 2, key: 'tue' },
  { day: 3, key: 'wed' },
  { day: 4, key: 'thu' },
  { day: 5, key: 'fri' },
  { day: 6, key: 'sat' },
  { day: 7, key: 'sun' },
] as const;

/** The days of a comma list such as '1,2,3,4,5', ignoring anything that is not a day. */
export const parseWorkDays = (list: string): number[] =>
  [...new Set(list.split(',').map((part) => Number(part.trim())))]
    .filter((day) => Number.isInteger(day) && day >= 1 && day <= 7)
    .sort((a, b) => a - b);

/** The list with one day switched on or off, in week order. */
export const toggleWorkDay = (list: string, day: number, on: boolean): string => {
  const days = parseWorkDays(list).filter((existing) => existing !== day);
  return (on ? [...days, day] : days).sort((a, b) => a - b).join(',');
};
