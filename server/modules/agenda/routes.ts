import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Appointment, AppointmentCreate, AppointmentUpdate } from '../../../contract/agenda';
import { AgendaSettings } from '../../../contract/agenda-settings';
import { IdParams, ListQuery } from '../../../contract/common';
import { loadAgendaSettings, saveAgendaSettings } from '../../engine/agenda';
import { setListHeaders } from '../../lib/list-query';
import { requireAdmin } from '../../plugins/auth';
import * as service from './service';

const BASE = '/api/appointments';

/** The agenda: visits in the simple-rest dialect, and the shop's opening hours for them. */
export const agendaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    { schema: { querystring: ListQuery, response: { 200: z.array(Appointment) } } },
    async (request, reply) => {
      const page = await service.list(app, request.auth, request.query);
      setListHeaders(reply, 'appointments', {
        offset: page.offset,
        count: page.data.length,
        total: page.total,
      });
      return page.data;
    },
  );

  app.get(`${BASE}/:id`, { schema: { params: IdParams, response: { 200: Appointment } } }, (request) =>
    service.getOne(app, request.auth, request.params.id),
  );

  app.post(
    BASE,
    { schema: { body: AppointmentCreate, response: { 201: Appointment } } },
    async (request, reply) => reply.code(201).send(await service.create(app, request.auth, request.body)),
  );

  app.put(
    `${BASE}/:id`,
    { schema: { params: IdParams, body: AppointmentUpdate, response: { 200: Appointment } } },
    (request) => service.update(app, request.auth, request.params.id, request.body),
  );

  app.delete(`${BASE}/:id`, { schema: { params: IdParams, response: { 200: Appointment } } }, (request) =>
    service.cancel(app, request.auth, request.params.id),
  );

  app.get('/api/agenda/settings', { schema: { response: { 200: AgendaSettings } } }, (request) =>
    loadAgendaSettings(app.db, request.auth.organizationId),
  );

  app.put(
    '/api/agenda/settings',
    { onRequest: requireAdmin, schema: { body: AgendaSettings, response: { 200: AgendaSettings } } },
    (request) => saveAgendaSettings(app.db, request.auth.organizationId, request.body, app.clock.now()),
  );
};
