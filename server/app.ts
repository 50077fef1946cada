import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerLeadJobs } from './engine/followup/register';
import { registerPurgeJob } from './engine/purge/sweep';
import { registerRedistribution } from './engine/redistribute/register';
import { registerEngineJobs } from './engine/register';
import type { ScrapingOptions } from './engine/scraping/read-site';
import type { Clock } from './lib/clock';
import { applyBrazilianValidationMessages } from './lib/validation';
import { aiConfigRoutes } from './modules/ai-config/routes';
import { authRoutes } from './modules/auth/routes';
import { bonusRoutes } from './modules/bonuses/routes';
import { conversationRoutes } from './modules/conversations/routes';
import { inboxSwitchRoutes } from './modules/conversations/switch-routes';
import { gatewayTokenRoutes } from './modules/gateway-token/routes';
import { instanceDashboardRoutes } from './modules/instances/dashboard-routes';
import { instanceRoutes } from './modules/instances/routes';
import { leadRegisterRoutes } from './modules/leads/register-routes';
import { leadRoutes } from './modules/leads/routes';
import { messageRoutes } from './modules/messages/routes';
import { simulatorRoutes } from './modules/simulator/routes';
import { statsRoutes } from './modules/stats/routes';
import { userRoutes } from './modules/users/routes';
import { webhookRoutes } from './modules/webhooks/routes';
import { registerAuth } from './plugins/auth';
import { decorateContext } from './plugins/context';
import { registerErrorHandling } from './plugins/errors';
import { healthRoutes } from './plugins/health';
import { registerJobs } from './plugins/jobs';
import { registerRateLimit } from './plugins/rate-limit';
import { registerRealtime } from './plugins/realtime';
import { registerStatic } from './plugins/static';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Pino logging at `config.logLevel`; off in tests. */
  logger?: boolean;
  /** The app's time; tests pass a controllable clock. */
  clock?: Clock;
  /** How the site reader connects; tests allow their local fake site's address. */
  scraping?: ScrapingOptions;
}

/** Request bodies are small JSON documents; media goes through the gateways, not this limit. */
const BODY_LIMIT = 1024 * 1024;

/**
 * Builds the Fastify instance from its plugins and modules without listening, so tests drive it
 * with `inject` and `main.ts` only listens and closes.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  applyBrazilianValidationMessages();

  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    logger: options.logger
      ? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] }
      : false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Plugins first: every route registered after them gets the error shape and the auth guard.
  decorateContext(app, { config, database });
  registerErrorHandling(app);
  await registerRateLimit(app);
  await registerAuth(app);
  await registerRealtime(app);
  registerJobs(app, { clock: options.clock });
  registerEngineJobs(app);
  registerLeadJobs(app);
  registerPurgeJob(app);
  registerRedistribution(app);
  await registerStatic(app);

  // Then one module per area.
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(instanceRoutes);
  await app.register(conversationRoutes);
  await app.register(messageRoutes);
  await app.register(inboxSwitchRoutes);
  await app.register(leadRoutes);
  await app.register(leadRegisterRoutes);
  await app.register(bonusRoutes);
  await app.register(statsRoutes);
  await app.register(webhookRoutes);
  await app.register(instanceDashboardRoutes);
  await app.register(gatewayTokenRoutes);
  await app.register(simulatorRoutes);
  await app.register(aiConfigRoutes, { scraping: options.scraping });

  return app;
}
