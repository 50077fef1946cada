import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ErrorBody } from '../../../contract/common';
import {
  ActivityReport,
  AiReport,
  AppointmentsReport,
  FunnelReport,
  LossesReport,
  ReportQuery,
  ResponseTimesReport,
  SellersReport,
} from '../../../contract/reports';
import { SourcesReport } from '../../../contract/source-costs';
import type { DbOrTx } from '../../db/client';
import { activityReport } from './activity';
import { reportAggregateRoutes } from './aggregates/routes';
import { aiReport } from './ai';
import { appointmentsReport } from './appointments';
import { funnelReport } from './funnel';
import { lossesReport } from './losses';
import { requireReportsPlan } from './plan-gate';
import { responseTimesReport } from './response-times';
import { type ReportScope, resolveReportScope } from './scope';
import { sellersReport } from './sellers';
import { sourcesReport } from './sources';

interface ReportRoute<Schema extends z.ZodType> {
  path: string;
  response: Schema;
  build: (db: DbOrTx, scope: ReportScope) => Promise<z.infer<Schema>>;
}

const route = <Schema extends z.ZodType>(definition: ReportRoute<Schema>) => definition;

/** `GET /api/reports/*`: one route per block of `/relatorios`, each over the same period and filters. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(reportAggregateRoutes);
  const planGate = requireReportsPlan(app);
  const reports = [
    route({ path: 'funnel', response: FunnelReport, build: funnelReport }),
    route({ path: 'losses', response: LossesReport, build: lossesReport }),
    route({ path: 'response-times', response: ResponseTimesReport, build: responseTimesReport }),
    route({ path: 'ai', response: AiReport, build: aiReport }),
    route({ path: 'sellers', response: SellersReport, build: sellersReport }),
    route({ path: 'activity', response: ActivityReport, build: activityReport }),
    route({ path: 'appointments', response: AppointmentsReport, build: appointmentsReport }),
    route({ path: 'sources', response: SourcesReport, build: sourcesReport }),
  ];
  for (const report of reports) {
    app.get(
      `/api/reports/${report.path}`,
      {
        onRequest: planGate,
        schema: {
          querystring: ReportQuery,
          response: { 200: report.response, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
        },
      },
      async (request) =>
        report.build(app.db, await resolveReportScope(app.db, request.auth, request.query, app.clock.now())),
    );
  }
};
