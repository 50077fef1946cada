import { z } from 'zod';
import { Id } from './common';

/** What a notice is about; each links to where it is handled. */
export const NotificationKind = z.enum([
  'hot_lead',
  'lead_assigned',
  'lead_unassigned',
  'ai_failure',
  'appointment',
  'crm_sync_failure',
  'plan_limit_80',
  'plan_limit_100',
  'system',
]);
export type NotificationKind = z.infer<typeof NotificationKind>;

export const Notification = z.object({
  id: Id,
  kind: NotificationKind,
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof Notification>;

/** `GET /api/notifications`: the latest notices of the signed-in user and how many are unread. */
export const NotificationList = z.object({
  notifications: z.array(Notification),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationList>;

export const NOTIFICATIONS_PAGE = 20;
