/** How long ago the last message was, as the card says it (spec 2 §9), before translation. */
export type RelativeTime =
  | { unit: 'now' }
  | { unit: 'minutes'; count: number }
  | { unit: 'hours'; count: number }
  | { unit: 'yesterday' }
  | { unit: 'days'; count: number }
  | { unit: 'date'; text: string };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK_DAYS = 7;

const dayMonth = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit' });

/**
 * 'agora' under a minute, 'há Nmin', 'há Nh' under a day, 'ontem' for the next day, 'há N dias'
 * under a week, then dd/mm. A time slightly ahead of the browser's clock also reads 'agora'.
 */
export const relativeTimeOf = (at: Date, now: Date): RelativeTime => {
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < MINUTE) return { unit: 'now' };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return { unit: 'yesterday' };
  if (days < WEEK_DAYS) return { unit: 'days', count: days };
  return { unit: 'date', text: dayMonth.format(at) };
};
