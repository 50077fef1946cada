import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, ListQuery } from '../../../contract/common';
import {
  ContactParams,
  ScanResponse,
  SimulatorChat,
  SimulatorChatRecord,
  SimulatorInstance,
  SimulatorMessageBody,
  SimulatorMessageResponse,
  SimulatorTimeline,
} from '../../../contract/simulator';
import { parseListQuery, setListHeaders } from '../../lib/list-query';
import { requireAdmin } from '../../plugins/auth';
import { CHAT_LIST_SPEC, findChat, listChatPage } from './chat-list';
import * as service from './service';

/** A 10 MB file travels as about 13.4 MB of base64 inside JSON. */
const MESSAGE_BODY_LIMIT = 15 * 1024 * 1024;

/** The simulator page (admins of the organization): fake phones around its simulator instances. */
export const simulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/simulator/instances',
    { onRequest: requireAdmin, schema: { response: { 200: z.array(SimulatorInstance) } } },
    async (request) => service.listInstances(app, request.auth),
  );

  app.post(
    '/api/simulator/instances/:id/scan',
    { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: ScanResponse } } },
    async (request) => service.scan(app, request.auth, request.params.id),
  );

  app.post(
    '/api/simulator/instances/:id/messages',
    {
      onRequest: requireAdmin,
      bodyLimit: MESSAGE_BODY_LIMIT,
      schema: { params: IdParams, body: SimulatorMessageBody, response: { 201: SimulatorMessageResponse } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.sendAsCustomer(app, request.auth, request.params.id, request.body)),
  );

  app.get(
    '/api/simulator/instances/:id/chats',
    { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: z.array(SimulatorChat) } } },
    async (request) => service.listChats(app, request.auth, request.params.id),
  );

  // The chats as a simple-rest resource (`simulator-chats`): the page's contact list.
  app.get(
    '/api/simulator/chats',
    {
      onRequest: requireAdmin,
      schema: { querystring: ListQuery, response: { 200: z.array(SimulatorChatRecord) } },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, CHAT_LIST_SPEC);
      const page = await listChatPage(app, request.auth, params);
      setListHeaders(reply, 'simulator-chats', {
        offset: params.offset,
        count: page.rows.length,
        total: page.total,
      });
      return page.rows;
    },
  );
  app.get(
    '/api/simulator/chats/:id',
    {
      onRequest: requireAdmin,
      schema: { params: z.object({ id: z.string().max(60) }), response: { 200: SimulatorChatRecord } },
    },
    async (request) => findChat(app, request.auth, request.params.id),
  );

  app.get(
    '/api/simulator/instances/:id/chats/:contactNumber',
    { onRequest: requireAdmin, schema: { params: ContactParams, response: { 200: SimulatorTimeline } } },
    async (request) =>
      service.chatTimeline(app, request.auth, request.params.id, request.params.contactNumber),
  );
};
