import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, ListQuery } from '../../../contract/common';
import {
  StockImportBody,
  StockImportPreview,
  StockImportResult,
  Vehicle,
  VehicleBody,
} from '../../../contract/vehicles';
import type { AddressPolicy } from '../../engine/jobs/scraping';
import { setListHeaders } from '../../lib/list-query';
import { requireAdmin } from '../../plugins/auth';
import * as service from './service';

const BASE = '/api/vehicles';

/**
 * The stock (`/estoque`): every signed-in user of the organization reads it (sellers quote from it);
 * admins add, change and import cars. Another organization's car is a 404.
 */
export const vehicleRoutes: FastifyPluginAsyncZod<{ feedPolicy?: AddressPolicy }> = async (app, options) => {
  app.get(
    BASE,
    { schema: { querystring: ListQuery, response: { 200: z.array(Vehicle) } } },
    async (request, reply) => {
      const page = await service.list(app, request.auth, request.query);
      setListHeaders(reply, 'vehicles', { offset: page.offset, count: page.data.length, total: page.total });
      return page.data;
    },
  );

  app.get(`${BASE}/:id`, { schema: { params: IdParams, response: { 200: Vehicle } } }, (request) =>
    service.getOne(app, request.auth, request.params.id),
  );

  app.post(
    BASE,
    { onRequest: requireAdmin, schema: { body: VehicleBody, response: { 201: Vehicle } } },
    async (request, reply) => reply.code(201).send(await service.create(app, request.auth, request.body)),
  );

  app.put(
    `${BASE}/:id`,
    { onRequest: requireAdmin, schema: { params: IdParams, body: VehicleBody, response: { 200: Vehicle } } },
    (request) => service.update(app, request.auth, request.params.id, request.body),
  );

  app.delete(
    `${BASE}/:id`,
    { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: Vehicle } } },
    (request) => service.remove(app, request.auth, request.params.id),
  );

  app.post(
    `${BASE}/import/preview`,
    { onRequest: requireAdmin, schema: { body: StockImportBody, response: { 200: StockImportPreview } } },
    (request) => service.previewImport(app, request.body, options.feedPolicy),
  );

  app.post(
    `${BASE}/import`,
    { onRequest: requireAdmin, schema: { body: StockImportBody, response: { 200: StockImportResult } } },
    (request) => service.runImport(app, request.auth, request.body, options.feedPolicy),
  );
};
