import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, SuccessBody } from '../../../contract/common';
import { NotificationList } from '../../../contract/notifications';
import { notFound } from '../../lib/errors';
import * as repo from '../../notifications/repository';
import { notificationListOf } from './list';

/** The header bell (spec 3 §2.7): the signed-in user's own notices, read per user. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/notifications', { schema: { response: { 200: NotificationList } } }, async (request) =>
    notificationListOf(app.db, request.auth.organizationId, request.auth.userId),
  );

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
