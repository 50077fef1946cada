import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../contract/common';
import {
  AiMetrics,
  AiReadinessReport,
  EmergencyFixResponse,
  QuickFixBody,
  QuickFixResponse,
} from '../../../contract/diagnostic';
import { applyQuickFix, emergencyFixAi } from './fixes';
import { aiMetrics, aiReadiness } from './readiness';

/**
 * The AI-readiness diagnostic (spec 3 §2.12, §7). Whoever sees the instance (a seller: its own) may
 * read it and apply its fixes, as they may switch the AI themselves; another organization's id is 404.
 * POST /api/instances/:id/sync-status already exists (the dashboard's) and serves the diagnostic too.
 */
export const diagnosticRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/instances/:id/ai-readiness',
    { schema: { params: IdParams, response: { 200: AiReadinessReport } } },
    async (request) => aiReadiness(app, request.auth, request.params.id),
  );

  app.get(
    '/api/instances/:id/ai-metrics',
    { schema: { params: IdParams, response: { 200: AiMetrics } } },
    async (request) => aiMetrics(app, request.auth, request.params.id),
  );

  app.post(
    '/api/instances/:id/emergency-fix-ai',
    { schema: { params: IdParams, response: { 200: EmergencyFixResponse } } },
    async (request) => emergencyFixAi(app, request.auth, request.params.id),
  );

  app.post(
    '/api/instances/:id/settings',
    { schema: { params: IdParams, body: QuickFixBody, response: { 200: QuickFixResponse } } },
    async (request) => applyQuickFix(app, request.auth, request.params.id, request.body),
  );
};
