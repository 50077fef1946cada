import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../contract/common';
import { ReplayResponse, ResyncWebhookResponse } from '../../../contract/tools';
import { requireAdmin } from '../../plugins/auth';
import { replayWebhook, resyncWebhook } from './service';

/** The admin's workbench (/tools). Another organization's ids answer 404. */
export const toolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/tools/instances/:id/resync-webhook',
    { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: ResyncWebhookResponse } } },
    async (request) => resyncWebhook(app, request.auth.organizationId, request.params.id),
  );

  app.post(
    '/api/admin/tools/webhooks/:id/replay',
    { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: ReplayResponse } } },
    async (request) => replayWebhook(app, request.auth.organizationId, request.params.id),
  );
};
