import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse, ReadyResponse } from '../../contract/common';
import { checkReadiness } from '../observability/readiness';

/**
 * `GET /api/health`: public liveness, for the start script (the process answers).
 * `GET /api/ready`: public readiness, for load balancers (the process can serve: its database
 * answers and is migrated); 503 with the reason otherwise, so traffic goes to the other replicas.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { config: { public: true }, schema: { response: { 200: HealthResponse } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    { config: { public: true }, schema: { response: { 200: ReadyResponse, 503: ReadyResponse } } },
    async (_request, reply) => {
      const readiness = await checkReadiness(app.database);
      return reply.code(readiness.ready ? 200 : 503).send(readiness);
    },
  );
};
