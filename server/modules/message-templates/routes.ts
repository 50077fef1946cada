import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, ListQuery } from '../../../contract/common';
import { SendMessageResponse } from '../../../contract/inbox';
import {
  ConversationTemplateBody,
  ConversationWindow,
  TemplateCreateBody,
  TemplateRecord,
  TemplateSyncBody,
  TemplateSyncResponse,
} from '../../../contract/message-templates';
import { setListHeaders } from '../../lib/list-query';
import { requireAdmin } from '../../plugins/auth';
import { sendConversationTemplate } from '../messages/send-template';
import * as service from './service';
import { conversationWindow } from './window';

const BASE = '/api/message-templates';
/** A PDF header's sample may have Meta's 100 MB, in base64 (4/3) inside the JSON body. */
const CREATE_BODY_LIMIT = 140 * 1024 * 1024;

/**
 * Templates of official numbers (issue 25). Every staff member reads them (the inbox's picker sends
 * them); only admins create them or read the account again.
 */
export const messageTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    { schema: { querystring: ListQuery, response: { 200: TemplateRecord.array() } } },
    async (request, reply) => {
      const page = await service.list(app, request.auth, request.query);
      setListHeaders(reply, 'message-templates', {
        offset: page.offset,
        count: page.data.length,
        total: page.total,
      });
      return page.data;
    },
  );

  app.get(`${BASE}/:id`, { schema: { params: IdParams, response: { 200: TemplateRecord } } }, (request) =>
    service.getOne(app, request.auth, request.params.id),
  );

  app.post(
    BASE,
    {
      onRequest: requireAdmin,
      bodyLimit: CREATE_BODY_LIMIT,
      schema: { body: TemplateCreateBody, response: { 201: TemplateRecord } },
    },
    async (request, reply) => reply.code(201).send(await service.create(app, request.auth, request.body)),
  );

  app.post(
    `${BASE}/sync`,
    {
      onRequest: requireAdmin,
      schema: { body: TemplateSyncBody, response: { 200: TemplateSyncResponse } },
    },
    (request) => service.sync(app, request.auth, request.body.instanceId),
  );

  app.post(
    '/api/conversations/:id/template',
    {
      schema: { params: IdParams, body: ConversationTemplateBody, response: { 201: SendMessageResponse } },
    },
    async (request, reply) => {
      const message = await sendConversationTemplate(app, request.auth, request.params.id, request.body);
      return reply.code(201).send({ success: true, message });
    },
  );

  app.get(
    '/api/conversations/:id/window',
    { schema: { params: IdParams, response: { 200: ConversationWindow } } },
    (request) => conversationWindow(app, request.auth, request.params.id),
  );
};
