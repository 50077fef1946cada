import { NOTIFICATIONS_PAGE, type NotificationList } from '../../../contract/notifications';
import type { DbOrTx } from '../../db/client';
import * as repo from '../../notifications/repository';

/** The bell's answer: the user's latest notices of their organization and how many are unread. */
export async function notificationListOf(
  db: DbOrTx,
  organizationId: string,
  userId: string,
): Promise<NotificationList> {
  const [rows, unreadCount] = await Promise.all([
    repo.latestNotifications(db, organizationId, userId, NOTIFICATIONS_PAGE),
    repo.unreadCount(db, organizationId, userId),
  ]);
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
    unreadCount,
  };
}
