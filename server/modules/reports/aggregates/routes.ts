import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../../contract/common';
import {
  ReportRebuildBody,
  ReportRebuildQueued,
  ReportRebuildStatus,
  ReportRebuildStatusQuery,
} from '../../../../contract/reports';
import { requireAdmin } from '../../../plugins/auth';
import { requireReportsPlan } from '../plan-gate';
import { num, selectRows } from '../sql-rows';
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
      const now = app.clock.now();
      await queueReportAggregates(app.db, request.auth.organizationId, now, { from, to });
      return reply.code(202).send({ queued: true as const, queuedAt: now.toISOString() });
    },
  );

  /**
   * `GET /api/reports/aggregates`: how far the rebuild asked at `since` went, so the page shows its
   * progress: the period's days up to the organization's today, and how many were computed since.
   */
  app.get(
    '/api/reports/aggregates',
    {
      onRequest: [planGate, requireAdmin],
      schema: {
        querystring: ReportRebuildStatusQuery,
        response: { 200: ReportRebuildStatus, 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { from, to, since } = request.query;
      const organizationId = request.auth.organizationId;
      const [row] = await selectRows<{ days: unknown; built: unknown }>(
        app.db,
        sql`with bounds as (
            select least(${to}::date, (${app.clock.now().toISOString()}::timestamptz at time zone o.timezone)::date)
              as last
            from organizations o where o.id = ${organizationId}
          )
          select greatest(last - ${from}::date + 1, 0)::int as days,
            (select count(*)::int from report_aggregate_days b
              where b.organization_id = ${organizationId} and b.day >= ${from}::date and b.day <= last
                and b.built_at >= ${since}::timestamptz) as built
          from bounds`,
      );
      const days = num(row?.days);
      const built = num(row?.built);
      return { days, built, done: built >= days };
    },
  );
};
