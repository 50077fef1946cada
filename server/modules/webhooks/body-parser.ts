import type { FastifyInstance } from 'fastify';

/** Evolution sends media inline as base64 (`webhook.base64: true`), so bodies can be large. */
export const WEBHOOK_BODY_LIMIT = 32 * 1024 * 1024;

const POISON_KEY = '__proto__';

/**
 * The body as JSON when it is JSON, else the text itself. Keys named `__proto__` are dropped (the
 * same protection Fastify's own JSON parser gives), checked only when the text contains one.
 */
export function parseWebhookBody(text: string): unknown {
  try {
    return text.includes(POISON_KEY)
      ? JSON.parse(text, (key, value: unknown) => (key === POISON_KEY ? undefined : value))
      : JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Webhook routes accept any body and never answer 400/415 for it: a body the gateway sends that we
 * cannot read is recorded in the monitor as a processing error and answered 200, so the gateway does
 * not retry garbage forever. Registered inside the webhooks plugin only (Fastify encapsulation).
 */
export function acceptAnyBody(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseWebhookBody(typeof body === 'string' ? body : body.toString('utf8')));
  });
}
