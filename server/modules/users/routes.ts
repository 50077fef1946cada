import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, ListQuery, SuccessBody } from '../../../contract/common';
import { UserCreateBody, UserUpdateBody, UserWithInstances } from '../../../contract/users';
import { parseListQuery, setListHeaders } from '../../lib/list-query';
import { requireAdmin } from '../../plugins/auth';
import { actorOf } from '../audit/record';
import * as service from './service';

/**
 * The spec's odd create path is kept as an alias of the REST one (DESIGN §3): the same schema and
 * handler answer both.
 */
const CREATE_PATHS = ['/api/users', '/api/create-user-production-v4'] as const;

/** Users administration (spec 3 §2.1, §7): admins and super_admins only. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users',
    {
      onRequest: requireAdmin,
      schema: { querystring: ListQuery, response: { 200: z.array(UserWithInstances) } },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, service.USER_LIST_SPEC);
      const page = await service.listUsers(app.db, request.auth.organizationId, params);
      setListHeaders(reply, 'users', { offset: params.offset, count: page.rows.length, total: page.total });
      return page.rows;
    },
  );

  app.get(
    '/api/users/:id',
    { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: UserWithInstances } } },
    async (request) => service.getUser(app.db, request.auth.organizationId, request.params.id),
  );

  for (const path of CREATE_PATHS) {
    app.post(
      path,
      { onRequest: requireAdmin, schema: { body: UserCreateBody, response: { 201: UserWithInstances } } },
      async (request, reply) => {
        const user = await service.createUser(
          app.db,
          request.auth.organizationId,
          request.body,
          actorOf(request),
        );
        return reply.code(201).send(user);
      },
    );
  }

  app.put(
    '/api/users/:id',
    {
      onRequest: requireAdmin,
      schema: { params: IdParams, body: UserUpdateBody, response: { 200: UserWithInstances } },
    },
    async (request) =>
      service.updateUser(app.db, app.events, request.auth, request.params.id, request.body, actorOf(request)),
  );

  // A user who lost the phone with their authenticator and their recovery codes: the admin turns
  // 2FA off, and the user enrols again (at once, when the organization demands it).
  app.delete(
    '/api/users/:id/two-factor',
    { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: SuccessBody } } },
    async (request) => {
      await service.resetUserTwoFactor(app.db, request.auth, request.params.id, actorOf(request));
      return { success: true as const };
    },
  );

  app.delete(
    '/api/users/:id',
    { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: UserWithInstances } } },
    async (request) => service.deleteUser(app.db, request.auth, request.params.id, actorOf(request)),
  );
};
