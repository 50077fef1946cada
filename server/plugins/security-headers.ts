import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  /** The address users open (PUBLIC_URL): its socket is allowed, and https turns HSTS on. */
  publicUrl: string;
  /**
   * Pages the app may show in a frame: the CRM and credit portal addresses. Each organization may
   * configure its own https address, which the static page cannot know, so any https page may be
   * framed besides these; plain http is never framed.
   */
  frameSources?: readonly string[];
}

/** The socket's own address (ws:// or wss://), for browsers that do not read 'self' as covering it. */
function socketOrigin(publicUrl: string): string | null {
  if (!URL.canParse(publicUrl)) return null;
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
}

/**
 * A policy written for this app: scripts, styles, fonts and calls from our own origin (MUI's
 * emotion writes its styles inline), media from us and from data:/blob: URLs (QR codes, audio
 * previews), our socket, no plugins, and no framing by any other site (clickjacking).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const https = options.publicUrl.startsWith('https://');
  const socket = socketOrigin(options.publicUrl);
  const frames = options.frameSources ?? [];
  // Built once: the same headers on every answer (the Fastify plugin rebuilt the policy per request).
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Vehicle photos come from the shop's CRM or stock feed, on their own https hosts.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(socket ? [socket] : [])],
        frameSrc: ["'self'", ...frames, 'https:'],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The app loads its own media only; cross-origin isolation would block nothing here but costs.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}
