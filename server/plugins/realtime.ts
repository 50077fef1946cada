import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SOCKET_CLOSE } from '../../contract/realtime';
import type { AuthContext } from '../lib/auth-context';
import { EventBus } from '../realtime/bus';
import { eventFilter } from '../realtime/visibility';
import { resolveSession } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events: publish from any module, delivered to the sockets of every server process. */
    events: EventBus;
  }
}

const SocketQuery = z.object({ token: z.string().optional() });

/** The event bus and `GET /ws?token=…`, a tenant-scoped socket of live events. */
export async function registerRealtime(app: FastifyInstance): Promise<void> {
  const bus = new EventBus(app.database);
  app.decorate('events', bus);
  app.addHook('onReady', () => bus.start());
  // Sessions ended by any process: none of them may still be served from this process's memory.
  bus.subscribe((_organizationId, event) => {
    if (event.type === 'sessions_ended') app.forgetSessions();
  });
  app.addHook('onClose', () => bus.stop());

  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  app.route({
    method: 'GET',
    url: '/ws',
    // A plain GET (no upgrade) gets a clear answer instead of an empty 404.
    handler: async (_request, reply) =>
      reply
        .code(426)
        .header('upgrade', 'websocket')
        .send({ error: 'upgrade_required', message: 'Conecte-se a /ws por WebSocket' }),
    wsHandler: async (socket, request) => {
      const query = SocketQuery.safeParse(request.query);
      let auth: AuthContext;
      try {
        auth = await resolveSession(app, query.success ? query.data.token : undefined, request.ip);
      } catch {
        socket.close(SOCKET_CLOSE.unauthorized, 'unauthorized');
        return;
      }
      const allowed = eventFilter(app.db, auth);
      // One event after another: a check that reads the database must not let a later event pass it.
      let delivered: Promise<void> = Promise.resolve();
      const unsubscribe = bus.subscribe((organizationId, event) => {
        if (organizationId !== auth.organizationId) return;
        if (event.type === 'sessions_ended') {
          if (auth.sessionId && event.sessionIds.includes(auth.sessionId)) {
            socket.close(SOCKET_CLOSE.unauthorized, 'session_ended');
          }
          return;
        }
        delivered = delivered
          .then(() => allowed(event))
          .then((ok) => {
            if (ok && socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
          })
          .catch((error: unknown) => app.log.warn({ err: error }, 'live event not delivered'));
      });
      socket.on('close', unsubscribe);
      socket.on('message', (raw) => {
        // The client's keep-alive; anything else is ignored.
        if (raw.toString() === 'ping') socket.send('pong');
      });
      socket.send(JSON.stringify({ type: 'connected' }));
    },
  });
}
