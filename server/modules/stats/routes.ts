import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Stats } from '../../../contract/stats';
import { getStats } from './service';

/** `GET /api/stats`: the dashboard's cards, polled every 300 s (spec 1 §9). */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/stats', { schema: { response: { 200: Stats } } }, async (request) =>
    getStats(app.db, request.auth),
  );
};
