import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CloudSettingsResponse } from '../../../contract/cloud';
import { IdParams } from '../../../contract/common';
import {
  CreateInstanceBody,
  CreateInstanceResponse,
  DiagnosticsResponse,
  DisconnectResponse,
  InstancePatchBody,
  QrResponse,
  SyncStatusResponse,
  SystemSettingsBody,
  SystemSettingsResponse,
} from '../../../contract/dashboard';
import { Instance } from '../../../contract/instances';
import { requireAdmin } from '../../plugins/auth';
import { actorOf } from '../audit/record';
import { cloudSettings } from './cloud-provisioning';
import { disconnect, syncStatus } from './connection-service';
import { diagnose } from './diagnostics';
import { patchInstance, setGlobalAi } from './patch-service';
import { createDashboardInstance } from './provisioning';
import { fetchQr } from './qr-service';

/**
 * The instance dashboard's calls (spec 1 §7). Every route is tenant-scoped and a seller reaches only
 * its own instances (another's answers 404); creating is for admins.
 */
export const instanceDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/instances',
    {
      onRequest: requireAdmin,
      schema: { body: CreateInstanceBody, response: { 201: CreateInstanceResponse } },
    },
    async (request, reply) =>
      reply.code(201).send(await createDashboardInstance(app, request.auth, request.body, actorOf(request))),
  );

  app.get(
    '/api/instances/:id/cloud',
    { schema: { params: IdParams, response: { 200: CloudSettingsResponse } } },
    async (request) => cloudSettings(app, request.auth, request.params.id),
  );

  app.patch(
    '/api/instances/:id',
    { schema: { params: IdParams, body: InstancePatchBody, response: { 200: Instance } } },
    async (request) => patchInstance(app, request.auth, request.params.id, request.body),
  );

  app.post(
    '/api/instances/:id/disconnect',
    { schema: { params: IdParams, response: { 200: DisconnectResponse } } },
    async (request) => disconnect(app, request.auth, request.params.id),
  );

  app.get(
    '/api/instances/:id/fetch-evolution-qr',
    { schema: { params: IdParams, response: { 200: QrResponse, 502: QrResponse, 504: QrResponse } } },
    async (request, reply) => {
      const answer = await fetchQr(app, request.auth, request.params.id);
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.post(
    '/api/instances/:id/sync-status',
    { schema: { params: IdParams, response: { 200: SyncStatusResponse } } },
    async (request) => syncStatus(app, request.auth, request.params.id),
  );

  app.get(
    '/api/instances/:id/diagnostics',
    { schema: { params: IdParams, response: { 200: DiagnosticsResponse } } },
    async (request) => diagnose(app, request.auth, request.params.id),
  );

  app.post(
    '/api/instances/:id/system-settings',
    { schema: { params: IdParams, body: SystemSettingsBody, response: { 200: SystemSettingsResponse } } },
    async (request) => setGlobalAi(app, request.auth, request.params.id, request.body),
  );
};
