import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, ListQuery } from '../../../contract/common';
import { Instance, InstanceUpdateBody, UserWithInstanceBody } from '../../../contract/instances';
import { UserWithInstanceResponse } from '../../../contract/users';
import { parseListQuery, setListHeaders } from '../../lib/list-query';
import { requireAdmin } from '../../plugins/auth';
import { actorOf } from '../audit/record';
import { deleteEverywhere } from './connection-service';
import * as service from './service';

/** Instances administration (spec 3 §2.1, §7); every seller may read its own instances. */
export const instanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/instances',
    { schema: { querystring: ListQuery, response: { 200: z.array(Instance) } } },
    async (request, reply) => {
      const params = parseListQuery(request.query, service.INSTANCE_LIST_SPEC);
      const page = await service.listInstances(app.db, request.auth, params);
      setListHeaders(reply, 'instances', {
        offset: params.offset,
        count: page.rows.length,
        total: page.total,
      });
      return page.rows;
    },
  );

  app.get(
    '/api/instances/:id',
    { schema: { params: IdParams, response: { 200: Instance } } },
    async (request) => service.getInstance(app.db, request.auth, request.params.id),
  );

  app.put(
    '/api/instances/:id',
    {
      onRequest: requireAdmin,
      schema: { params: IdParams, body: InstanceUpdateBody, response: { 200: Instance } },
    },
    async (request) =>
      service.updateInstanceDetails(app.db, request.auth.organizationId, request.params.id, request.body),
  );

  app.delete(
    '/api/instances/:id',
    { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: Instance } } },
    async (request) => deleteEverywhere(app, request.auth, request.params.id, actorOf(request)),
  );

  app.post(
    '/api/users-with-instances',
    {
      onRequest: requireAdmin,
      schema: { body: UserWithInstanceBody, response: { 201: UserWithInstanceResponse } },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await service.createInstance(
        app.db,
        request.auth.organizationId,
        {
          userId: body.userId,
          name: body.instanceName,
          phone: body.instancePhone,
          notificationPhone: body.notificationPhone,
          notificationName: body.notificationName,
          bikerHubEnabled: body.bikerHubEnabled,
        },
        { evolutionApiUrl: app.config.evolutionApiUrl, audit: actorOf(request) },
      );
      return reply.code(201).send({ id: created.instance.id, ...created });
    },
  );
};
