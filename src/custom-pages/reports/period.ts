/** The period presets of `/relatorios`, as São Paulo calendar days (YYYY-MM-DD, both ends included). */
export const PERIOD_PRESETS = ['today', 'last7', 'last30', 'thisMonth', 'lastMonth', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface Period {
  from: string;
  to: string;
}

export const REPORTS_TIME_ZONE = 'America/Sao_Paulo';

/** Today's date in São Paulo, whatever the browser's zone. */
export const todayInSaoPaulo = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: REPORTS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** Calendar arithmetic on a YYYY-MM-DD day, done in UTC so no zone shifts it. */
const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const firstOfMonth = (day: string): string => `${day.slice(0, 7)}-01`;

/** The days of a preset on `now`; `custom` keeps the last 7 days until the user picks. */
export function periodOf(preset: PeriodPreset, now: Date): Period {
  const today = todayInSaoPaulo(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: firstOfMonth(today), to: today };
    case 'lastMonth': {
      const lastDay = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(lastDay), to: lastDay };
    }
    default:
      return { from: addDays(today, -6), to: today };
  }
}

export const isPreset = (value: string | null): value is PeriodPreset =>
  value !== null && (PERIOD_PRESETS as readonly string[]).includes(value);
