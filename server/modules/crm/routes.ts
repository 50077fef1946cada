import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, ListQuery } from '../../../contract/common';
import {
  CrmConfig,
  CrmConfigCreateBody,
  CrmConfigResponse,
  CrmConfigUpdateBody,
  CrmMessageResponse,
  CrmPortalsResponse,
  CrmSyncRun,
  CrmSyncRunsResponse,
  CrmTestBody,
} from '../../../contract/crm';
import { parseListQuery, setListHeaders } from '../../lib/list-query';
import { requireAdmin } from '../../plugins/auth';
import { actorOf } from '../audit/record';
import { findRun, listRunPage, RUN_LIST_SPEC, recentRuns } from './runs';
import * as service from './service';

const BASE = '/api/user/autocerto-config';

/**
 * The CRM link (spec 3 §7). Every signed-in user reads it (the header's dot); only admins change,
 * test or sync it. The password is write-only.
 */
export const crmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(BASE, { schema: { response: { 200: CrmConfigResponse } } }, (request) =>
    service.getConfig(app, request.auth),
  );

  app.post(
    BASE,
    { onRequest: requireAdmin, schema: { body: CrmConfigCreateBody, response: { 201: CrmConfig } } },
    async (request, reply) =>
      reply.code(201).send(await service.createConfig(app, request.auth, request.body, actorOf(request))),
  );

  app.patch(
    `${BASE}/:id`,
    {
      onRequest: requireAdmin,
      schema: { params: IdParams, body: CrmConfigUpdateBody, response: { 200: CrmConfig } },
    },
    (request) => service.updateConfig(app, request.auth, request.params.id, request.body, actorOf(request)),
  );

  app.post(
    `${BASE}/test`,
    { onRequest: requireAdmin, schema: { body: CrmTestBody, response: { 200: CrmMessageResponse } } },
    (request) => service.testCredentials(app, request.auth, request.body),
  );

  app.post(
    `${BASE}/sync`,
    { onRequest: requireAdmin, schema: { response: { 202: CrmMessageResponse } } },
    async (request, reply) => reply.code(202).send(await service.requestSync(app, request.auth)),
  );

  app.get(`${BASE}/runs`, { schema: { response: { 200: CrmSyncRunsResponse } } }, (request) =>
    recentRuns(app, request.auth),
  );

  // The runs as a simple-rest resource (`crm-runs`): the settings page's history.
  app.get(
    '/api/crm/runs',
    { schema: { querystring: ListQuery, response: { 200: z.array(CrmSyncRun) } } },
    async (request, reply) => {
      const params = parseListQuery(request.query, RUN_LIST_SPEC);
      const page = await listRunPage(app, request.auth, params);
      setListHeaders(reply, 'crm-runs', {
        offset: params.offset,
        count: page.rows.length,
        total: page.total,
      });
      return page.rows;
    },
  );
  app.get('/api/crm/runs/:id', { schema: { params: IdParams, response: { 200: CrmSyncRun } } }, (request) =>
    findRun(app, request.auth, request.params.id),
  );

  app.get('/api/user/portals', { schema: { response: { 200: CrmPortalsResponse } } }, (request) =>
    service.portalsOf(app, request.auth.organizationId),
  );
};
