import type { Appointment } from '../../../contract/agenda';
import { nextDate } from '../../../contract/zoned-time';
import { shopDate } from '../../resources/appointments/shopTime';

/** How the agenda's views lay visits out: pure, so the grouping is tested without a screen. */

export interface AgendaColumn {
  key: string;
  /** A shop date (`2025-03-15`) for the week view, a seller's name (or null) for the day view. */
  title: string | null;
  visits: Appointment[];
}

/** Monday to Sunday of the week holding `date` (a shop date). */
export function weekOf(date: string): string[] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const monday = nextDate(date, -((weekday + 6) % 7));
  return Array.from({ length: 7 }, (_, n) => nextDate(monday, n));
}

const byTime = (a: Appointment, b: Appointment) => a.startsAt.localeCompare(b.startsAt);

/** One column per day of the week, each in time order; days without visits stay as empty columns. */
export function groupByDay(visits: readonly Appointment[], dates: readonly string[]): AgendaColumn[] {
  return dates.map((date) => ({
    key: date,
    title: date,
    visits: visits.filter((visit) => shopDate(visit.startsAt) === date).sort(byTime),
  }));
}

/** One column per seller with visits that day, by name; visits without a seller last. */
export function groupBySeller(visits: readonly Appointment[]): AgendaColumn[] {
  const columns = new Map<string, AgendaColumn>();
  for (const visit of visits) {
    const key = visit.sellerId ?? '';
    const column = columns.get(key) ?? { key, title: visit.sellerName, visits: [] };
    column.visits.push(visit);
    columns.set(key, column);
  }
  return [...columns.values()]
    .map((column) => ({ ...column, visits: [...column.visits].sort(byTime) }))
    .sort((a, b) => {
      if (a.key === '' || b.key === '') return a.key === '' ? 1 : -1;
      return (a.title ?? '').localeCompare(b.title ?? '', 'pt-BR');
    });
}
