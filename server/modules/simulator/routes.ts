import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../../contract/common';
import {
  ContactParams,
  ScanResponse,
  SimulatorChat,
  SimulatorInstance,
  SimulatorMessageBody,
  SimulatorMessageResponse,
  SimulatorTimeline,
} from '../../../contract/simulator';
import { requireAdmin } from '../../plugins/auth';
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

  app.get(
    '/api/simulator/instances/:id/chats/:contactNumber',
    { onRequest: requireAdmin, schema: { params: ContactParams, response: { 200: SimulatorTimeline } } },
    async (request) =>
      service.chatTimeline(app, request.auth, request.params.id, request.params.contactNumber),
  );
};
