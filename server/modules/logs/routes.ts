import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ListQuery } from '../../../contract/common';
import { LOG_EXPORT_LIMIT, LogEntry, LogExportQuery } from '../../../contract/logs';
import { parseListQuery, setListHeaders } from '../../lib/list-query';
import { requireAdmin } from '../../plugins/auth';
import { LOG_LIST_SPEC, listLogs } from './repository';

/** GET /api/admin/logs (spec 3 §2.13): the organization's own log lines, for its admins. */
export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/logs',
    { onRequest: requireAdmin, schema: { querystring: ListQuery, response: { 200: z.array(LogEntry) } } },
    async (request, reply) => {
      const params = parseListQuery(request.query, LOG_LIST_SPEC);
      const page = await listLogs(app.db, request.auth.organizationId, params);
      setListHeaders(reply, 'logs', { offset: params.offset, count: page.rows.length, total: page.total });
      return page.rows;
    },
  );

  /** The filtered lines as a file, one JSON object per line, newest first. */
  app.get(
    '/api/admin/logs/export',
    { onRequest: requireAdmin, schema: { querystring: LogExportQuery } },
    async (request, reply) => {
      const { filter } = parseListQuery({ filter: request.query.filter }, LOG_LIST_SPEC);
      const page = await listLogs(
        app.db,
        request.auth.organizationId,
        { offset: 0, limit: LOG_EXPORT_LIMIT, filter },
        false,
      );
      const stamp = app.clock.now().toISOString().slice(0, 19).replace(/[:T]/g, '-');
      reply
        .header('Content-Type', 'application/x-ndjson; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="logs-${stamp}.ndjson"`);
      return page.rows.map((row) => JSON.stringify(row)).join('\n');
    },
  );
};
