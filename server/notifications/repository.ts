import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { NotificationKind } from '../../contract/notifications';
import type { DbOrTx } from '../db/client';
import { notifications, users } from '../db/schema';

export interface Recipient {
  id: string;
  email: string;
  phone: string | null;
}

/** Live users of the organization that a notice goes to: one user, or everyone of a role. */
export async function findRecipients(
  db: DbOrTx,
  organizationId: string,
  to: { userId: string } | { role: 'admin' | 'vendedor' },
): Promise<Recipient[]> {
  const who =
    'userId' in to
      ? eq(users.id, to.userId)
      : to.role === 'admin'
        ? inArray(users.role, ['admin', 'super_admin'])
        : eq(users.role, 'vendedor');
  return db
    .select({ id: users.id, email: users.email, phone: users.phone })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), isNull(users.deletedAt), who));
}

export interface NewNotificationRow {
  organizationId: string;
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  createdAt: Date;
}

export async function insertNotifications(
  db: DbOrTx,
  rows: NewNotificationRow[],
): Promise<{ id: string; userId: string }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows)
    .returning({ id: notifications.id, userId: notifications.userId });
}

const mine = (organizationId: string, userId: string) =>
  and(eq(notifications.organizationId, organizationId), eq(notifications.userId, userId));

export async function latestNotifications(db: DbOrTx, organizationId: string, userId: string, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(mine(organizationId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function unreadCount(db: DbOrTx, organizationId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(mine(organizationId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/** Marks one of the user's notices read; false when it is not theirs (or does not exist). */
export async function markRead(
  db: DbOrTx,
  organizationId: string,
  userId: string,
  id: string,
  at: Date,
): Promise<boolean> {
  const [own] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(mine(organizationId, userId), eq(notifications.id, id)));
  if (!own) return false;
  if (own.readAt === null) {
    await db.update(notifications).set({ readAt: at }).where(eq(notifications.id, id));
  }
  return true;
}

export async function markAllRead(
  db: DbOrTx,
  organizationId: string,
  userId: string,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(mine(organizationId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
