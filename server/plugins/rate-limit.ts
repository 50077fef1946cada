import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../lib/errors';
import { databaseRateLimitStore } from './rate-limit-store';

/**
 * Per-IP rate limiting, off by default: a route opts in with `config: { rateLimit: {...} }` and may
 * bring its own `errorResponseBuilder`. The builder returns our HttpError, so the 429 goes through
 * the one error handler. The counts live in the database, so several replicas share them and a
 * restart does not reset them.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore({ db: app.db, clock: () => app.clock }),
    errorResponseBuilder: () => tooManyRequests('Muitas requisições. Aguarde um minuto e tente novamente.'),
  });
}
