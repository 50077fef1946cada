import fastifyJwt from '@fastify/jwt';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  onResponseHookHandler,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import type { Role } from '../../contract/common';
import { ADMIN_ROLES, type AuthContext } from '../lib/auth-context';
import { forbidden, unauthorized } from '../lib/errors';
import { findActiveUserById } from '../modules/auth/repository';
import { assertOrganizationOpen } from '../modules/auth/service';
import { checkSession } from '../modules/auth/sessions';
import { SessionCache, type SessionMemo } from './auth-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every authenticated route before validation and the handler run. */
    auth: AuthContext;
    /**
     * The remembered session's memory for what a route read about it (undefined when sessions are
     * not remembered): forgotten after any successful write through the API, as the session is.
     */
    sessionMemo: SessionMemo | undefined;
  }
  interface FastifyInstance {
    /**
     * Forgets every remembered session of this process: called when sessions end outside an
     * authenticated write (a password reset by link, another process's "sair de todos").
     */
    forgetSessions(): void;
  }
  interface FastifyContextConfig {
    /** Marks an `/api` route that answers without a token (login, health). */
    public?: boolean;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
  }
}

/** What the token carries: the user, as a consistency check its organization, and the session. */
export const TokenClaims = z.object({ sub: z.uuid(), org: z.uuid(), sid: z.uuid().optional() });
export type TokenClaims = z.infer<typeof TokenClaims>;

/**
 * Prefixes whose routes authenticate the caller by other means (the gateways' webhooks carry a
 * per-instance secret). Everything else under `/api` needs the bearer token unless the route
 * declares `config: { public: true }`.
 */
export const PUBLIC_API_PREFIXES: readonly string[] = ['/api/webhooks/'];

function needsToken(route: RouteOptions): boolean {
  if (!route.url.startsWith('/api/')) return false;
  if (route.config?.public === true) return false;
  return !PUBLIC_API_PREFIXES.some((prefix) => route.url.startsWith(prefix));
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Who a session token belongs to: a live user of a live organization, read fresh from the database
 * so a deleted user's token stops working at once. 401 otherwise. Exported for transports that
 * carry the token elsewhere than the Authorization header (the socket's query string).
 */
export async function resolveSession(
  app: FastifyInstance,
  token: string | undefined,
  ip?: string,
): Promise<AuthContext> {
  if (!token) throw unauthorized();
  let claims: TokenClaims;
  try {
    claims = TokenClaims.parse(app.jwt.verify(token));
  } catch {
    throw unauthorized();
  }
  const user = await findActiveUserById(app.db, claims.sub);
  if (!user || user.organizationId !== claims.org) throw unauthorized();
  await checkSession(app.db, claims, ip, app.clock.now());
  assertOrganizationOpen(user);
  return {
    userId: user.id,
    organizationId: user.organizationId,
    role: user.role,
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    email: user.email,
    ...(claims.sid ? { sessionId: claims.sid } : {}),
  };
}

/** Forbids the route to callers whose role is not listed; runs after authentication. */
export function requireRole(...roles: Role[]): onRequestHookHandler {
  return async (request) => {
    if (!request.auth) throw unauthorized();
    if (!roles.includes(request.auth.role)) throw forbidden();
  };
}

/** The usual guard of the organization's management routes. */
export const requireAdmin: onRequestHookHandler = requireRole(...ADMIN_ROLES);

/**
 * JWT signing and the authentication guard. The guard is attached to each `/api` route as it is
 * registered and runs at `onRequest`, so an anonymous caller gets 401 before its body is even read.
 */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  await app.register(fastifyJwt, {
    secret: app.config.jwtSecret,
    sign: { expiresIn: app.config.jwtExpiresIn },
  });
  app.decorateRequest('auth');
  app.decorateRequest('sessionMemo');

  const sessions = new SessionCache(app.config.sessionCacheMs);
  app.decorate('forgetSessions', () => sessions.clear());
  /**
   * Lookups under way, by address and token: when a remembered session expires, the burst of calls
   * that finds it gone (50 screens of one user's team, all at once) waits for one lookup instead
   * of sending one each.
   */
  const lookups = new Map<string, Promise<{ context: AuthContext; memo: SessionMemo | undefined }>>();
  const lookUp = (token: string, ip: string, now: number) => {
    const key = `${ip} ${token}`;
    let lookup = lookups.get(key);
    if (!lookup) {
      const epoch = sessions.epoch;
      lookup = resolveSession(app, token, ip)
        .then((context) => {
          const exp = app.jwt.decode<{ exp?: number }>(token)?.exp;
          const tokenExpiresAt = exp === undefined ? Number.POSITIVE_INFINITY : exp * 1000;
          return { context, memo: sessions.set(token, ip, now, context, { epoch, tokenExpiresAt }) };
        })
        .finally(() => lookups.delete(key));
      lookups.set(key, lookup);
    }
    return lookup;
  };
  const authenticate: onRequestHookHandler = async (request) => {
    const token = bearerToken(request);
    const now = app.clock.now().getTime();
    const cached = token && sessions.enabled ? sessions.entry(token, request.ip, now) : undefined;
    if (cached) {
      // The very token verified at the lookup, within its own expiry: the same answer as verifying it.
      request.auth = cached.context;
      request.sessionMemo = cached.memo;
      return;
    }
    if (token && sessions.enabled) {
      const { context, memo } = await lookUp(token, request.ip, now);
      request.auth = context;
      request.sessionMemo = memo;
      return;
    }
    request.auth = await resolveSession(app, token, request.ip);
  };
  // A write through the API may sign someone out, change a role or suspend an organization, or
  // save another Evolution URL or key (the gateways remember credentials briefly, DESIGN §7).
  const forgetAfterWrites: onResponseHookHandler = async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    sessions.clear();
    app.gateways.forget();
  };

  app.addHook('onRoute', (route) => {
    if (!needsToken(route)) return;
    const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [authenticate, ...existing];
    const after = route.onResponse === undefined ? [] : [route.onResponse].flat();
    route.onResponse = [...after, forgetAfterWrites];
  });
}

/** Signs the session token of a user. */
export function signSessionToken(
  app: FastifyInstance,
  user: { id: string; organizationId: string },
  sessionId: string,
): string {
  return app.jwt.sign({ sub: user.id, org: user.organizationId, sid: sessionId });
}
