import type { AppTranslate } from '../../i18n/useAppTranslate';

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatCount = (value: number): string => integer.format(value);

/** A share (0–1) as '42,5%'; the "not measured" dash when there was nothing to divide. */
export const formatShare = (value: number | null, dash: string): string =>
  value === null ? dash : percent.format(value);

export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** '45 s', '3 min 20 s', '2 h 5 min', '1 d 3 h'; the dash when nothing was measured. */
export function formatDuration(seconds: number | null, t: AppTranslate): string {
  if (seconds === null) return t('app.reports.states.notRecorded');
  const whole = Math.round(seconds);
  if (whole < 60) return t('app.reports.duration.seconds', { s: whole });
  if (whole < 3600) return t('app.reports.duration.minutes', { m: Math.floor(whole / 60), s: whole % 60 });
  if (whole < 86_400) {
    return t('app.reports.duration.hours', {
      h: Math.floor(whole / 3600),
      m: Math.floor((whole % 3600) / 60),
    });
  }
  return t('app.reports.duration.days', {
    d: Math.floor(whole / 86_400),
    h: Math.floor((whole % 86_400) / 3600),
  });
}
