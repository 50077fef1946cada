import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, SuccessBody } from '../../../contract/common';
import { NOTIFICATIONS_PAGE, NotificationList } from '../../../contract/notifications';
import { notFound } from '../../lib/errors';
import * as repo from '../../notifications/repository';

/** The header bell (spec 3 §2.7): the signed-in user's own notices, read per user. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/notifications', { schema: { response: { 200: NotificationList } } }, async (request) => {
    const { organizationId, userId } = request.auth;
    const [rows, unreadCount] = await Promise.all([
      repo.latestNotifications(app.db, organizationId, userId, NOTIFICATIONS_PAGE),
      repo.unreadCount(app.db, organizationId, userId),
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
  });

  app.post(
    '/api/notifications/:id/read',
    { schema: { params: IdParams, response: { 200: SuccessBody } } },
    async (request) => {
      const { organizationId, userId } = request.auth;
      const found = await repo.markRead(app.db, organizationId, userId, request.params.id, app.clock.now());
      if (!found) throw notFound('Notificação não encontrada');
      return { success: true as const };
    },
  );

  app.post('/api/notifications/read-all', { schema: { response: { 200: SuccessBody } } }, async (request) => {
    await repo.markAllRead(app.db, request.auth.organizationId, request.auth.userId, app.clock.now());
    return { success: true as const };
  });
};
