import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../../contract/common';
import { EndedSessions, UserSession } from '../../../contract/sessions';
import { notFound } from '../../lib/errors';
import { setListHeaders } from '../../lib/list-query';
import { actorOf } from '../audit/record';
import { endOtherSessions, endSession, listSessions } from './sessions';

const sessionNotFound = () => notFound('Sessão não encontrada');

/**
 * The signed-in user's own sessions (the "Sessões" list): see them, end one, end all the others.
 * Ending one forgets the remembered sessions of this process at once (not after the answer) and,
 * through the event bus, of every other process, whose sockets of that session close.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/sessions',
    { schema: { response: { 200: z.array(UserSession) } } },
    async (request, reply) => {
      const rows = await listSessions(app.db, request.auth.userId, request.auth.sessionId);
      setListHeaders(reply, 'sessions', { offset: 0, count: rows.length, total: rows.length });
      return rows;
    },
  );

  // Answers the ended session, as react-admin's delete reads it back.
  app.delete(
    '/api/auth/sessions/:id',
    { schema: { params: IdParams, response: { 200: UserSession } } },
    async (request) => {
      const { userId, organizationId, sessionId } = request.auth;
      const sessions = await listSessions(app.db, userId, sessionId);
      const session = sessions.find((row) => row.id === request.params.id);
      if (!session) throw sessionNotFound();
      const actor = actorOf(request);
      if (!(await endSession(app.db, app.events, { id: userId, organizationId }, session.id, actor))) {
        throw sessionNotFound();
      }
      app.forgetSessions();
      return session;
    },
  );

  app.post(
    '/api/auth/sessions/end-others',
    { schema: { response: { 200: EndedSessions } } },
    async (request) => {
      const { userId, organizationId, sessionId } = request.auth;
      const user = { id: userId, organizationId };
      const ended = await endOtherSessions(app.db, app.events, user, sessionId, actorOf(request));
      app.forgetSessions();
      return { ended: ended.length };
    },
  );
};
