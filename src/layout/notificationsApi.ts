import type { NotificationList } from '../../contract/notifications';
import { type HttpClient, httpClient } from '../providers/httpClient';

/** Invalidated by the live `notification_created` event (see providers/realtime/cacheKeys). */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

export const fetchNotifications = async (client: HttpClient = httpClient): Promise<NotificationList> =>
  (await client('/api/notifications')).json as NotificationList;

export const markNotificationRead = async (id: string, client: HttpClient = httpClient): Promise<void> => {
  await client(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
};

export const markAllNotificationsRead = async (client: HttpClient = httpClient): Promise<void> => {
  await client('/api/notifications/read-all', { method: 'POST' });
};

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** When a notice arrived, as the bell shows it (pt-BR date and time). */
export const formatNoticeTime = (iso: string): string => dateTime.format(new Date(iso));
