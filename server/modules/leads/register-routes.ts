import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, ListQuery } from '../../../contract/common';
import { LeadDetail, LeadExportQuery, LeadRecordList } from '../../../contract/lead-register';
import { setListHeaders } from '../../lib/list-query';
import { actorOf, recordAudit } from '../audit/record';
import * as register from './register-service';

/**
 * The leads register (`/leads`), a react-admin resource in the simple-rest dialect: admins see the
 * organization's leads, sellers their own (enforced in every query); another tenant's id is a 404.
 */
export const leadRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/leads',
    { schema: { querystring: ListQuery, response: { 200: LeadRecordList } } },
    async (request, reply) => {
      const page = await register.listRegister(app.db, request.auth, request.query);
      setListHeaders(reply, 'leads', { offset: page.offset, count: page.rows.length, total: page.total });
      return page.rows;
    },
  );

  app.get('/api/leads/export.csv', { schema: { querystring: LeadExportQuery } }, async (request, reply) => {
    const stream = await register.exportRegister(app.db, request.auth, request.query);
    const target = { type: 'leads', id: request.auth.organizationId };
    await recordAudit(app.db, {
      ...actorOf(request),
      action: 'leads.exported',
      target,
      extra: { ...request.query },
    });
    const day = app.clock.now().toISOString().slice(0, 10);
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="leads-${day}.csv"`)
      .header('Cache-Control', 'no-store');
    return reply.send(stream);
  });

  app.get(
    '/api/leads/:id',
    { schema: { params: IdParams, response: { 200: LeadDetail } } },
    async (request) => register.getLeadDetail(app.db, request.auth, request.params.id),
  );
};
