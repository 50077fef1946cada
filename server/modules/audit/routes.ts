import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuditIdParams, AuditRecord } from '../../../contract/audit';
import { ListQuery } from '../../../contract/common';
import { notFound } from '../../lib/errors';
import { parseListQuery, setListHeaders } from '../../lib/list-query';
import { requireAdmin } from '../../plugins/auth';
import { AUDIT_LIST_SPEC, findAudit, listAudit } from './repository';

/**
 * GET /api/audit-log, read-only: no route here writes, so a PUT, PATCH or DELETE finds no route
 * (404). Admins read their organization's records, the super admin every organization's.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit-log',
    { onRequest: requireAdmin, schema: { querystring: ListQuery, response: { 200: z.array(AuditRecord) } } },
    async (request, reply) => {
      const params = parseListQuery(request.query, AUDIT_LIST_SPEC);
      const page = await listAudit(app.db, request.auth, params);
      setListHeaders(reply, 'audit-log', {
        offset: params.offset,
        count: page.rows.length,
        total: page.total,
      });
      return page.rows;
    },
  );

  app.get(
    '/api/audit-log/:id',
    { onRequest: requireAdmin, schema: { params: AuditIdParams, response: { 200: AuditRecord } } },
    async (request) => {
      const record = await findAudit(app.db, request.auth, request.params.id);
      if (!record) throw notFound('Registro de auditoria não encontrado');
      return record;
    },
  );
};
