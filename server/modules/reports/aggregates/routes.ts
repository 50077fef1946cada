import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../../contract/common';
import { ReportRebuildBody, ReportRebuildQueued } from '../../../../contract/reports';
import { requireAdmin } from '../../../plugins/auth';
import { requireReportsPlan } from '../plan-gate';
import { queueReportAggregates } from './job';

/**
 * `POST /api/reports/aggregates`: an admin asks for the daily figures of some days to be computed
 * again now (after importing old conversations, say); the job answers within seconds to minutes.
 */
export const reportAggregateRoutes: FastifyPluginAsyncZod = async (app) => {
  const planGate = requireReportsPlan(app);
  app.post(
    '/api/reports/aggregates',
    {
      onRequest: [planGate, requireAdmin],
      schema: {
        body: ReportRebuildBody,
        response: { 202: ReportRebuildQueued, 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const { from, to } = request.body;
      await queueReportAggregates(app.db, request.auth.organizationId, app.clock.now(), { from, to });
      return reply.code(202).send({ queued: true as const });
    },
  );
};
