import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../contract/common';
import {
  CrmConfig,
  CrmConfigCreateBody,
  CrmConfigResponse,
  CrmConfigUpdateBody,
  CrmMessageResponse,
  CrmPortalsResponse,
  CrmSyncRunsResponse,
  CrmTestBody,
} from '../../../contract/crm';
import { requireAdmin } from '../../plugins/auth';
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
      reply.code(201).send(await service.createConfig(app, request.auth, request.body)),
  );

  app.patch(
    `${BASE}/:id`,
    {
      onRequest: requireAdmin,
      schema: { params: IdParams, body: CrmConfigUpdateBody, response: { 200: CrmConfig } },
    },
    (request) => service.updateConfig(app, request.auth, request.params.id, request.body),
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
    service.listRuns(app, request.auth),
  );

  app.get('/api/user/portals', { schema: { response: { 200: CrmPortalsResponse } } }, (request) =>
    service.portalsOf(app, request.auth.organizationId),
  );
};
