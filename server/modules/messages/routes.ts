import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../contract/common';
import { Message, SendMessageBody, SendMessageResponse } from '../../../contract/inbox';
import { MessageListAnswer, MessageQuery } from '../../../contract/inbox-lists';
import { contractJson } from '../../lib/contract-json';
import { validationError } from '../../lib/errors';
import { isSimpleRestQuery, parseListQuery, setListHeaders } from '../../lib/list-query';
import { loadMedia } from './media';
import { findVisibleMessage, listMessagePage, MESSAGE_LIST_SPEC } from './message-list';
import { createReadReceipts } from './read-receipts';
import { retryMessage, sendMessage } from './send';
import { listMessages } from './service';

/** Media is addressed by message id and never changes, so the browser may keep it a day. */
const MEDIA_CACHE_CONTROL = 'private, max-age=86400';

/**
 * The chat pane (spec 2 §7): pages of messages, their media, and the operator's sends. Every route
 * answers 404 for a conversation or message the caller may not see.
 */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const receipts = createReadReceipts(app);
  app.addHook('onClose', () => receipts.drain());

  app.get(
    '/api/messages',
    {
      schema: { querystring: MessageQuery, response: { 200: MessageListAnswer } },
      // The page is built in the contract's field order (mappers): its JSON text needs no re-encoding.
      serializerCompiler: contractJson,
    },
    async (request, reply) => {
      const { auth, query } = request;
      // The `messages` resource: react-admin sends `range`, `sort` or `filter` (getMany: only `filter`).
      if (isSimpleRestQuery(query)) {
        const params = parseListQuery(query, MESSAGE_LIST_SPEC);
        const page = await listMessagePage(app.db, auth, params);
        setListHeaders(reply, 'messages', {
          offset: params.offset,
          count: page.rows.length,
          total: page.total,
        });
        return page.rows;
      }
      const { conversationId } = query;
      if (conversationId === undefined) throw validationError('conversationId', 'Informe a conversa');
      return listMessages(app, auth, { ...query, conversationId }, receipts);
    },
  );

  app.get(
    '/api/messages/:id',
    { schema: { params: IdParams, response: { 200: Message } } },
    async (request) => findVisibleMessage(app.db, request.auth, request.params.id),
  );

  app.get('/api/messages/:id/media', { schema: { params: IdParams } }, async (request, reply) => {
    const media = await loadMedia(app.db, request.auth, request.params.id);
    return (
      reply
        .header('Content-Type', media.contentType)
        .header('Content-Length', media.bytes.length)
        .header('Content-Disposition', media.disposition)
        .header('Cache-Control', MEDIA_CACHE_CONTROL)
        // Customer-sent bytes on our origin: never sniffed into HTML, never scripted.
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(media.bytes)
    );
  });

  app.post(
    '/api/messages/send',
    { schema: { body: SendMessageBody, response: { 201: SendMessageResponse } } },
    async (request, reply) => {
      const message = await sendMessage(app, request.auth, request.body);
      return reply.code(201).send({ success: true, message });
    },
  );

  app.post(
    '/api/messages/:id/retry',
    { schema: { params: IdParams, response: { 200: SendMessageResponse } } },
    async (request) => ({
      success: true as const,
      message: await retryMessage(app, request.auth, request.params.id),
    }),
  );
};
