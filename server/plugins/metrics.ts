import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, unauthorized } from '../lib/errors';
import { collectProcessMetrics, metricsRegistry } from '../observability/metrics';
import { sampleGauges } from '../observability/sample';

const MetricsHeaders = z.object({ authorization: z.string().optional() });

/** Compared as digests: the time taken says nothing about how much of the token was right. */
const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return !!match?.[1] && timingSafeEqual(digest(match[1].trim()), digest(token));
}

/**
 * `GET /metrics` in Prometheus' text format, for the operators' scraper. Off (404, as any unknown
 * path) unless `METRICS_TOKEN` is set; then the scraper sends it as a Bearer token. Not under
 * /api: it is the server's, not a user's, and no session opens it.
 */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const token = app.config.metricsToken;
  if (token) collectProcessMetrics();
  app.get(
    '/metrics',
    { config: { public: true }, schema: { headers: MetricsHeaders } },
    async (request, reply) => {
      if (!token) throw notFound('Rota não encontrada');
      if (!bearerMatches(request.headers.authorization, token)) {
        throw unauthorized('Token de métricas inválido', 'invalid_metrics_token');
      }
      await sampleGauges(app);
      return reply
        .type(metricsRegistry.contentType)
        .header('cache-control', 'no-store')
        .send(await metricsRegistry.metrics());
    },
  );
};
