import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../lib/errors';

/**
 * Per-IP rate limiting, off by default: a route opts in with `config: { rateLimit: {...} }` and may
 * bring its own `errorResponseBuilder`. The builder returns our HttpError, so the 429 goes through
 * the one error handler.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => tooManyRequests('Muitas requisições. Aguarde um minuto e tente novamente.'),
  });
}
