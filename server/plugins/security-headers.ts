import type { FastifyInstance } from 'fastify';

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

/** The Content-Security-Policy value: directive names and their sources, in order. */
function policy(directives: ReadonlyArray<readonly [string, readonly string[]]>): string {
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join(';');
}

/**
 * The headers every answer carries. They depend only on the configuration, so they are written once
 * and copied onto each answer (no work per request beyond that).
 *
 * A policy written for this app: scripts, styles, fonts and calls from our own origin (MUI's
 * emotion writes its styles inline), media from us and from data:/blob: URLs (QR codes, audio
 * previews), our socket, no plugins, and no framing by any other site (clickjacking). Besides it,
 * the usual hardening: no MIME sniffing, no referrer beyond our origin, the window and resources
 * kept to our origin, HSTS when served over https.
 */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const https = options.publicUrl.startsWith('https://');
  const socket = socketOrigin(options.publicUrl);
  const frames = options.frameSources ?? [];
  const csp = policy([
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Vehicle photos come from the shop's CRM or stock feed, on their own https hosts.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['media-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(socket ? [socket] : [])]],
    ['frame-src', ["'self'", ...frames, 'https:']],
    ['object-src', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ...(https ? [['upgrade-insecure-requests', []] as const] : []),
  ]);
  return {
    'content-security-policy': csp,
    // Cross-origin isolation (COEP) would block nothing here: the app loads its own media only.
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** Every answer of the app (pages, API, files, errors) carries the security headers. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
