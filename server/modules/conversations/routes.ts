import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, ListQuery } from '../../../contract/common';
import {
  Conversation,
  ConversationNote,
  type ConversationPage,
  ConversationResponse,
  CreateNoteBody,
  FollowupToggleBody,
  NoteCreateBody,
  NoteListQuery,
  NotePage,
  RenameConversationBody,
  SwitchBody,
} from '../../../contract/inbox';
import { ConversationListAnswer, ConversationQuery } from '../../../contract/inbox-lists';
import { contractJson } from '../../lib/contract-json';
import { isSimpleRestQuery, parseListQuery, setListHeaders } from '../../lib/list-query';
import { markShared } from '../../lib/serialize-once';
import { SharedReads } from '../../lib/shared-reads';
import { CONVERSATION_LIST_SPEC, listConversationPage } from './conversation-list';
import { findNote, listNotePage, NOTE_LIST_SPEC } from './note-list';
import { addNote, listNotes } from './notes';
import * as service from './service';

/**
 * The inbox's conversations (spec 2 §7): the paged list, the card's switches, renaming and notes.
 * Every route answers 404 for a conversation the caller may not see.
 */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every open inbox asks for the same page when a message arrives: one read serves the burst.
  const pages = new SharedReads<ConversationPage>();
  app.get(
    '/api/conversations',
    {
      schema: { querystring: ConversationQuery, response: { 200: ConversationListAnswer } },
      // The page is built in the contract's field order (mappers): its JSON text needs no re-encoding.
      serializerCompiler: contractJson,
    },
    async (request, reply) => {
      const { auth, query } = request;
      // The `conversations` resource: react-admin sends `range`, `sort` or `filter` (getMany: only `filter`).
      if (isSimpleRestQuery(query)) {
        const params = parseListQuery(query, CONVERSATION_LIST_SPEC);
        const page = await listConversationPage(app.db, auth, params);
        setListHeaders(reply, 'conversations', {
          offset: params.offset,
          count: page.rows.length,
          total: page.total,
        });
        return page.rows;
      }
      const { tenantId, scope, filter, page } = service.conversationPageRequest(auth, query);
      const key = JSON.stringify([
        tenantId,
        scope.ownerId ?? null,
        filter.instanceId ?? null,
        filter.search ?? null,
        filter.needsAttention,
        page.offset,
        page.limit,
      ]);
      return pages.run(key, async () => markShared(await service.listConversations(app.db, auth, query)));
    },
  );

  app.get(
    '/api/conversations/:id',
    { schema: { params: IdParams, response: { 200: Conversation } } },
    async (request) => service.getConversation(app.db, request.auth, request.params.id),
  );

  app.patch(
    '/api/conversations/:id',
    { schema: { params: IdParams, body: RenameConversationBody, response: { 200: ConversationResponse } } },
    async (request) => ({
      success: true as const,
      conversation: await service.renameContact(
        app,
        request.auth,
        request.params.id,
        request.body.contactName,
      ),
    }),
  );

  // The spec names the per-conversation AI switch twice (after a global toggle, and on the card).
  const AI_SWITCH_ROUTES = [
    { method: 'POST', url: '/api/conversations/:id/toggle-ai' },
    { method: 'PATCH', url: '/api/conversations/:id/ai-toggle' },
  ] as const;
  for (const { method, url } of AI_SWITCH_ROUTES) {
    app.route({
      method,
      url,
      schema: { params: IdParams, body: SwitchBody, response: { 200: ConversationResponse } },
      handler: async (request) => ({
        success: true as const,
        conversation: await service.setConversationAi(
          app,
          request.auth,
          request.params.id,
          request.body.enabled,
        ),
      }),
    });
  }

  app.post(
    '/api/conversations/:id/disable-ai',
    { schema: { params: IdParams, response: { 200: ConversationResponse } } },
    async (request) => ({
      success: true as const,
      conversation: await service.setConversationAi(app, request.auth, request.params.id, false),
    }),
  );

  app.post(
    '/api/conversations/:id/toggle-followup',
    { schema: { params: IdParams, body: SwitchBody, response: { 200: ConversationResponse } } },
    async (request) => ({
      success: true as const,
      conversation: await service.setConversationFollowup(
        app,
        request.auth,
        request.params.id,
        request.body.enabled,
      ),
    }),
  );

  app.patch(
    '/api/conversations/:id/followup-toggle',
    { schema: { params: IdParams, body: FollowupToggleBody, response: { 200: ConversationResponse } } },
    async (request) => ({
      success: true as const,
      conversation: await service.toggleConversationFollowup(
        app,
        request.auth,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.get(
    '/api/conversations/:id/notes',
    { schema: { params: IdParams, querystring: NoteListQuery, response: { 200: NotePage } } },
    async (request) => listNotes(app.db, request.auth, request.params.id, request.query),
  );

  // The notes as a simple-rest resource (`notes`): the inbox's panel pages them and adds to them.
  app.get(
    '/api/notes',
    { schema: { querystring: ListQuery, response: { 200: z.array(ConversationNote) } } },
    async (request, reply) => {
      const params = parseListQuery(request.query, NOTE_LIST_SPEC);
      const page = await listNotePage(app.db, request.auth, params);
      setListHeaders(reply, 'notes', { offset: params.offset, count: page.rows.length, total: page.total });
      return page.rows;
    },
  );
  app.get(
    '/api/notes/:id',
    { schema: { params: IdParams, response: { 200: ConversationNote } } },
    async (request) => findNote(app.db, request.auth, request.params.id),
  );
  app.post(
    '/api/notes',
    { schema: { body: NoteCreateBody, response: { 201: ConversationNote } } },
    async (request, reply) => {
      const { conversationId, text } = request.body;
      return reply.code(201).send(await addNote(app.db, request.auth, conversationId, text));
    },
  );

  app.post(
    '/api/conversations/:id/notes',
    { schema: { params: IdParams, body: CreateNoteBody, response: { 201: ConversationNote } } },
    async (request, reply) => {
      const note = await addNote(app.db, request.auth, request.params.id, request.body.text);
      return reply.code(201).send(note);
    },
  );
};
