import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ListQuery } from '../../../contract/common';
import {
  WebhookComparisonResponse,
  WebhookRecord,
  WebhookStatusResponse,
  WebhookTestBody,
  WebhookTestResponse,
} from '../../../contract/monitor';
import { parseListQuery, setListHeaders } from '../../lib/list-query';
import { requireAdmin } from '../../plugins/auth';
import { listRecords, RECORD_LIST_SPEC } from './repository';
import { monitorComparison, monitorStatus } from './summaries';
import { sendMonitoringTest } from './test-event';

/** The webhook monitor (spec 3 §2.11, §7), for the organization's admins. */
export const monitorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/webhook-monitor',
    {
      onRequest: requireAdmin,
      schema: { querystring: ListQuery, response: { 200: z.array(WebhookRecord) } },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, RECORD_LIST_SPEC);
      const page = await listRecords(app.db, request.auth.organizationId, params);
      setListHeaders(reply, 'webhook-monitor', {
        offset: params.offset,
        count: page.rows.length,
        total: page.total,
      });
      return page.rows;
    },
  );

  app.get(
    '/api/admin/webhook-monitor/status',
    { onRequest: requireAdmin, schema: { response: { 200: WebhookStatusResponse } } },
    async (request) => monitorStatus(app.db, request.auth.organizationId, app.clock.now()),
  );

  app.get(
    '/api/admin/webhook-monitor/comparison',
    { onRequest: requireAdmin, schema: { response: { 200: WebhookComparisonResponse } } },
    async (request) => monitorComparison(app.db, request.auth.organizationId, app.clock.now()),
  );

  app.post(
    '/api/admin/webhook-monitor/test',
    { onRequest: requireAdmin, schema: { body: WebhookTestBody, response: { 200: WebhookTestResponse } } },
    async (request) => sendMonitoringTest(app, request.auth.organizationId, request.body),
  );
};
