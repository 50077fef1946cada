import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, ListQuery } from '../../../contract/common';
import { TradeIn, TradeInBody, TradeInCreateBody } from '../../../contract/financing';
import { setListHeaders } from '../../lib/list-query';
import * as service from './service';

const BASE = '/api/trade-ins';

/**
 * The customer's car on a lead (`trade-ins`, simple-rest, usually filtered by `leadId`): the AI's
 * tool registers it, staff read and correct it. A seller reaches the trade-ins of the leads it sees
 * on the board; another organization's lead or trade-in is a 404.
 */
export const tradeInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    { schema: { querystring: ListQuery, response: { 200: TradeIn.array() } } },
    async (request, reply) => {
      const page = await service.list(app, request.auth, request.query);
      setListHeaders(reply, 'trade-ins', { offset: page.offset, count: page.data.length, total: page.total });
      return page.data;
    },
  );

  app.get(`${BASE}/:id`, { schema: { params: IdParams, response: { 200: TradeIn } } }, (request) =>
    service.getOne(app, request.auth, request.params.id),
  );

  app.post(
    BASE,
    { schema: { body: TradeInCreateBody, response: { 201: TradeIn } } },
    async (request, reply) => reply.code(201).send(await service.create(app, request.auth, request.body)),
  );

  app.put(
    `${BASE}/:id`,
    { schema: { params: IdParams, body: TradeInBody, response: { 200: TradeIn } } },
    (request) => service.update(app, request.auth, request.params.id, request.body),
  );
};
