import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../contract/common';
import { MessageListQuery, MessagePage, SendMessageBody, SendMessageResponse } from '../../../contract/inbox';
import { contractJson } from '../../lib/contract-json';
import { loadMedia } from './media';
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
      schema: { querystring: MessageListQuery, response: { 200: MessagePage } },
      // The page is built in the contract's field order (mappers): its JSON text needs no re-encoding.
      serializerCompiler: contractJson,
    },
    async (request) => listMessages(app, request.auth, request.query, receipts),
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
