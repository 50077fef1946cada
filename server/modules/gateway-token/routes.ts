import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UpdateTokenBody, UpdateTokenResponse } from '../../../contract/dashboard';
import { requireAdmin } from '../../plugins/auth';
import { actorOf } from '../audit/record';
import { updateGatewayToken } from './service';

/** The token dialog of the dashboard (spec 1 §2 dialog 4): the organization's Evolution credentials. */
export const gatewayTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/bikerhub/update-token',
    { onRequest: requireAdmin, schema: { body: UpdateTokenBody, response: { 200: UpdateTokenResponse } } },
    async (request) => updateGatewayToken(app, request.auth, request.body, actorOf(request)),
  );
};
