import { type SQL, sql } from 'drizzle-orm';

export interface BonusPeriod {
  month: number;
  year: number;
}

/** The calendar month a moment falls in, in the organization's time zone (a sale at 23:30 on the 31st stays in that month). */
export function periodAt(at: Date, timezone: string): BonusPeriod {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { month: value('month'), year: value('year') };
}

/** The instants where the month starts and the next one starts, in the time zone, as SQL. */
export function periodBounds(period: BonusPeriod, timezone: string): { start: SQL; end: SQL } {
  const first = sql`make_date(${period.year}::int, ${period.month}::int, 1)::timestamp`;
  return {
    start: sql`(${first} at time zone ${timezone})`,
    end: sql`((${first} + interval '1 month') at time zone ${timezone})`,
  };
}

/** `2025-03-01` and `2025-04-01`: the days a review date must fall between. */
export function periodDays(period: BonusPeriod): { from: string; until: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const next =
    period.month === 12
      ? { year: period.year + 1, month: 1 }
      : { year: period.year, month: period.month + 1 };
  return { from: `${period.year}-${pad(period.month)}-01`, until: `${next.year}-${pad(next.month)}-01` };
}
