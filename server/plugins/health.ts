import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse } from '../../contract/common';

/** `GET /api/health`: public, for load balancers and the start script. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { config: { public: true }, schema: { response: { 200: HealthResponse } } },
    async () => ({ status: 'ok' as const }),
  );
};
