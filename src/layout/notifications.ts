/** Invalidated by the live `notification_created` event (see providers/realtime/cacheKeys). */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** When a notice arrived, as the bell shows it (pt-BR date and time). */
export const formatNoticeTime = (iso: string): string => dateTime.format(new Date(iso));
