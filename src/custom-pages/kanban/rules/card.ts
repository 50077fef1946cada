import type { Lead } from '../../../../contract/leads';
import { plainWhatsAppText } from '../../../ui/whatsapp-text';
import { PREVIEW_MAX_CHARS } from './constants';

export { hasDistinctName, leadTitle } from '../../../format/lead';

/** The last message line: its text cut at 80 characters with '...', or 'Nova mensagem' for media. */
export type MessagePreview = { kind: 'text'; text: string } | { kind: 'media' } | { kind: 'none' };

export const messagePreview = ({
  lastMessage,
  lastMessageType,
}: Pick<Lead, 'lastMessage' | 'lastMessageType'>): MessagePreview => {
  if (lastMessageType !== 'text') return { kind: 'media' };
  // Markers are dropped before the cut, so a cut never leaves half a marker on the card.
  const text = plainWhatsAppText(lastMessage ?? '');
  if (text === '') return { kind: 'none' };
  const characters = Array.from(text);
  if (characters.length <= PREVIEW_MAX_CHARS) return { kind: 'text', text };
  return { kind: 'text', text: `${characters.slice(0, PREVIEW_MAX_CHARS).join('')}...` };
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK_DAYS = 7;

const shortDateFormat = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
});

/** A date as dd/mm/yy in pt-BR. */
export const shortDate = (at: string | Date): string => shortDateFormat.format(new Date(at));

export type BoardRelativeTime =
  | { unit: 'none' }
  | { unit: 'now' }
  | { unit: 'minutes'; count: number }
  | { unit: 'hours'; count: number }
  | { unit: 'days'; count: number }
  | { unit: 'date'; text: string };

/**
 * The card's 'Última msg:' (spec 2 §2.5): 'Sem data' without a date, 'Agora mesmo' up to a minute
 * (or a time slightly ahead of the browser's clock), minutes under an hour, hours under a day, days
 * under a week, then dd/mm/yy.
 */
export const boardRelativeTime = (at: string | null, now: Date): BoardRelativeTime => {
  if (!at) return { unit: 'none' };
  const time = new Date(at);
  if (Number.isNaN(time.getTime())) return { unit: 'none' };
  const elapsed = now.getTime() - time.getTime();
  if (elapsed <= MINUTE) return { unit: 'now' };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  const days = Math.floor(elapsed / DAY);
  if (days < WEEK_DAYS) return { unit: 'days', count: days };
  return { unit: 'date', text: shortDate(time) };
};
