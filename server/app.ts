import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerBackupJobs } from './backup/job';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerPurgeJob } from './engine/jobs/purge';
import { registerRedistribution } from './engine/jobs/redistribute';
import type { ScrapingOptions } from './engine/jobs/scraping';
import { registerLeadJobs } from './engine/lead-jobs';
import { registerEngineJobs } from './engine/register';
import { registerCloudSimulator } from './gateways/cloud-simulator';
import type { Clock } from './lib/clock';
import { serializeSharedOnce } from './lib/serialize-once';
import { applyBrazilianValidationMessages } from './lib/validation';
import { agendaRoutes } from './modules/agenda/routes';
import { aiConfigRoutes } from './modules/ai-config/routes';
import { registerAuditRetention } from './modules/audit/retention';
import { auditRoutes } from './modules/audit/routes';
import { authRoutes } from './modules/auth/routes';
import { sessionRoutes } from './modules/auth/session-routes';
import { twoFactorRoutes } from './modules/auth/two-factor-routes';
import { bonusRoutes } from './modules/bonuses/routes';
import { bootstrapRoutes } from './modules/bootstrap/routes';
import { campaignRoutes } from './modules/campaigns/routes';
import { registerCampaignJob } from './modules/campaigns/run';
import { conversationRoutes } from './modules/conversations/routes';
import { inboxSwitchRoutes } from './modules/conversations/switch-routes';
import { demoPhotoRoutes } from './modules/crm/demo-photo-route';
import { financedLeadRoutes } from './modules/crm/financed-leads';
import { crmRoutes } from './modules/crm/routes';
import { diagnosticRoutes } from './modules/diagnostics/routes';
import { financingRoutes } from './modules/financing/routes';
import { gatewayTokenRoutes } from './modules/gateway-token/routes';
import { instanceDashboardRoutes } from './modules/instances/dashboard-routes';
import { instanceRoutes } from './modules/instances/routes';
import { leadSourceRoutes } from './modules/lead-sources/routes';
import { leadRegisterRoutes } from './modules/leads/register-routes';
import { leadRoutes } from './modules/leads/routes';
import { createAppLogger } from './modules/logs/logger';
import { bindRequestLogsToOrganization } from './modules/logs/request-context';
import { registerLogRetention } from './modules/logs/retention';
import { logRoutes } from './modules/logs/routes';
import { LogSink } from './modules/logs/sink';
import { masterRoutes } from './modules/master/routes';
import { messageTemplateRoutes } from './modules/message-templates/routes';
import { messageRoutes } from './modules/messages/routes';
import { registerMonitorRetention } from './modules/monitor/retention';
import { monitorRoutes } from './modules/monitor/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { brandingRoutes } from './modules/organizations/branding-routes';
import { organizationRoutes } from './modules/organizations/routes';
import { registerRetentionJob } from './modules/privacy/retention-job';
import { privacyRoutes } from './modules/privacy/routes';
import { registerReportAggregates } from './modules/reports/aggregates/job';
import { reportRoutes } from './modules/reports/routes';
import { settingsRoutes } from './modules/settings/routes';
import { simulatorRoutes } from './modules/simulator/routes';
import { sourceCostRoutes } from './modules/source-costs/routes';
import { statsRoutes } from './modules/stats/routes';
import { toolRoutes } from './modules/tools/routes';
import { tradeInRoutes } from './modules/trade-ins/routes';
import { userRoutes } from './modules/users/routes';
import { vehicleRoutes } from './modules/vehicles/routes';
import { cloudWebhookRoutes } from './modules/webhooks/cloud-routes';
import { webhookRoutes } from './modules/webhooks/routes';
import { registerNotificationJobs } from './notifications/deliver';
import { registerPlanUsageJob } from './notifications/plan-usage';
import { registerAuth } from './plugins/auth';
import { decorateContext } from './plugins/context';
import { scheduleEngineSweeps } from './plugins/engine-sweeps';
import { registerErrorHandling } from './plugins/errors';
import { healthRoutes } from './plugins/health';
import { registerJobs } from './plugins/jobs';
import { metricsRoutes } from './plugins/metrics';
import { registerRateLimit } from './plugins/rate-limit';
import { registerRealtime } from './plugins/realtime';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStatic } from './plugins/static';
import { testClockRoutes } from './plugins/test-clock';
import { registerCrmSyncJob } from './stock/sync-job';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /**
   * Pino logging at `config.logLevel` to stdout and, per organization, to the `logs` table; off in
   * tests unless they pass where stdout goes.
   */
  logger?: boolean | { stdout: NodeJS.WritableStream };
  /** The app's time; tests pass a controllable clock. */
  clock?: Clock;
  /** How the site reader connects; tests allow their local fake site's address. */
  scraping?: ScrapingOptions;
  /** Hears every route as it is registered (the isolation suite probes them all). */
  onRoute?: (route: RouteOptions) => void;
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

  const logSink = options.logger ? new LogSink(database.db) : null;
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy ?? false,
    loggerInstance: logSink
      ? createAppLogger({
          level: config.logLevel,
          sink: logSink,
          stdout: typeof options.logger === 'object' ? options.logger.stdout : undefined,
        })
      : undefined,
  });
  if (logSink) app.addHook('onClose', () => logSink.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializeSharedOnce(serializerCompiler));
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));

  // Plugins first: every route registered after them gets the error shape and the auth guard.
  decorateContext(app, { config, database });
  registerErrorHandling(app);
  registerSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    frameSources: [new URL(config.autocertoWebUrl).origin, new URL(config.creditPortalUrl).origin],
  });
  await registerRateLimit(app);
  await registerAuth(app);
  bindRequestLogsToOrganization(app);
  await registerRealtime(app);
  registerJobs(app, { clock: options.clock });
  registerEngineJobs(app);
  registerLeadJobs(app);
  registerPurgeJob(app);
  registerBackupJobs(app);
  registerNotificationJobs(app);
  registerPlanUsageJob(app);
  registerCrmSyncJob(app);
  registerMonitorRetention(app);
  registerLogRetention(app);
  registerAuditRetention(app);
  registerRedistribution(app);
  scheduleEngineSweeps(app);
  registerReportAggregates(app);
  registerRetentionJob(app);
  registerCampaignJob(app);
  await registerStatic(app);

  // Then one module per area.
  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(authRoutes);
  await app.register(twoFactorRoutes);
  await app.register(sessionRoutes);
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
  await app.register(cloudWebhookRoutes);
  await app.register(instanceDashboardRoutes);
  await app.register(gatewayTokenRoutes);
  await app.register(simulatorRoutes);
  // Meta's Graph API for the numbers marked simulated (the demo's official number), as the
  // Evolution-side simulator is always there for the simulator instances.
  await registerCloudSimulator(app);
  await app.register(aiConfigRoutes, { scraping: options.scraping });
  await app.register(reportRoutes);
  await app.register(settingsRoutes);
  await app.register(notificationRoutes);
  await app.register(bootstrapRoutes);
  await app.register(organizationRoutes);
  await app.register(brandingRoutes);
  await app.register(masterRoutes);
  await app.register(crmRoutes);
  await app.register(demoPhotoRoutes);
  await app.register(financedLeadRoutes);
  await app.register(financingRoutes);
  await app.register(tradeInRoutes);
  await app.register(leadSourceRoutes);
  await app.register(sourceCostRoutes);
  await app.register(messageTemplateRoutes);
  await app.register(campaignRoutes);
  await app.register(vehicleRoutes, { feedPolicy: options.scraping?.policy });
  await app.register(monitorRoutes);
  await app.register(diagnosticRoutes);
  await app.register(logRoutes);
  await app.register(auditRoutes);
  await app.register(toolRoutes);
  await app.register(agendaRoutes);
  await app.register(privacyRoutes);
  if (config.testClockControl) await app.register(testClockRoutes);

  return app;
}
