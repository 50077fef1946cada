import fastifyWebsocket from '@fastify/websocket';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type RealtimeEvent, SOCKET_CLOSE } from '../../contract/realtime';
import { instances } from '../db/schema';
import { type AuthContext, isAdmin } from '../lib/auth-context';
import { EventBus } from '../realtime/bus';
import { resolveSession } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events: publish from any module, delivered to the sockets of every server process. */
    events: EventBus;
  }
}

const SocketQuery = z.object({ token: z.string().optional() });
/** How long a seller's list of own instances is trusted before an unknown instance id re-reads it. */
const OWNERSHIP_TTL_MS = 5_000;

/**
 * Which events a socket may see: the whole organization for admins, only the instances a seller
 * owns for a vendedor (the same rule as the REST routes).
 */
function eventFilter(app: FastifyInstance, auth: AuthContext): (event: RealtimeEvent) => Promise<boolean> {
  const byInstance = instanceFilter(app, auth);
  // A user's notice reaches that user's screens only, whatever the role.
  return async (event) => {
    if (event.type === 'notification_created') return event.userId === auth.userId;
    // A lead handed to or taken from a seller reaches that seller even on another's number.
    if (
      event.type === 'lead_assigned' &&
      (event.toUserId === auth.userId || event.fromUserId === auth.userId)
    ) {
      return true;
    }
    return byInstance(event.instanceId);
  };
}

function instanceFilter(app: FastifyInstance, auth: AuthContext): (instanceId: string) => Promise<boolean> {
  if (isAdmin(auth)) return async () => true;
  let owned = new Set<string>();
  let loadedAt = 0;
  return async (instanceId) => {
    if (owned.has(instanceId)) return true;
    if (Date.now() - loadedAt > OWNERSHIP_TTL_MS) {
      const rows = await app.db
        .select({ id: instances.id })
        .from(instances)
        .where(
          and(
            eq(instances.organizationId, auth.organizationId),
            eq(instances.userId, auth.userId),
            isNull(instances.deletedAt),
          ),
        );
      owned = new Set(rows.map((row) => row.id));
      loadedAt = Date.now();
    }
    return owned.has(instanceId);
  };
}

/** The event bus and `GET /ws?token=…`, a tenant-scoped socket of live events. */
export async function registerRealtime(app: FastifyInstance): Promise<void> {
  const bus = new EventBus(app.database);
  app.decorate('events', bus);
  app.addHook('onReady', () => bus.start());
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
      const allowed = eventFilter(app, auth);
      const unsubscribe = bus.subscribe((organizationId, event) => {
        if (organizationId !== auth.organizationId) return;
        void allowed(event).then((ok) => {
          if (ok && socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
        });
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
