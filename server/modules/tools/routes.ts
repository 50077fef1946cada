import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, ListQuery } from '../../../contract/common';
import {
  FailedMessage,
  PlaygroundBody,
  PlaygroundResponse,
  ReplayResponse,
  ResendBatchBody,
  ResendBatchResponse,
  ResendResult,
  ResyncWebhookResponse,
} from '../../../contract/tools';
import { parseListQuery, setListHeaders } from '../../lib/list-query';
import { requireAdmin } from '../../plugins/auth';
import { scopeOf } from '../instances/service';
import { tryPrompt } from './playground';
import { resendFailedMessage, resendFailedMessages } from './resend';
import { FAILED_LIST_SPEC, listFailedMessages } from './resend-repository';
import { replayWebhook, resyncWebhook } from './service';

/**
 * The admin's workbench (/tools). Another organization's ids answer 404. Failed messages are the
 * caller's to see and send again: an admin's organization, a seller's own instances.
 */
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

  app.post(
    '/api/admin/tools/instances/:id/playground',
    {
      onRequest: requireAdmin,
      schema: { params: IdParams, body: PlaygroundBody, response: { 200: PlaygroundResponse } },
    },
    async (request) => tryPrompt(app, request.auth.organizationId, request.params.id, request.body),
  );

  app.get(
    '/api/tools/failed-messages',
    { schema: { querystring: ListQuery, response: { 200: z.array(FailedMessage) } } },
    async (request, reply) => {
      const params = parseListQuery(request.query, FAILED_LIST_SPEC);
      const page = await listFailedMessages(
        app.db,
        request.auth.organizationId,
        scopeOf(request.auth),
        params,
      );
      setListHeaders(reply, 'tools/failed-messages', {
        offset: params.offset,
        count: page.rows.length,
        total: page.total,
      });
      return page.rows;
    },
  );

  app.post(
    '/api/tools/failed-messages/resend',
    { schema: { body: ResendBatchBody, response: { 200: ResendBatchResponse } } },
    async (request) => resendFailedMessages(app, request.auth, request.body.ids),
  );

  app.post(
    '/api/messages/:id/resend',
    { schema: { params: IdParams, response: { 200: ResendResult } } },
    async (request) => resendFailedMessage(app, request.auth, request.params.id),
  );
};
