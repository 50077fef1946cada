import type { FastifyInstance } from 'fastify';

/** Evolution sends media inline as base64 (`webhook.base64: true`), so bodies can be large. */
export const WEBHOOK_BODY_LIMIT = 32 * 1024 * 1024;

const POISON_KEY = '__proto__';

/** The text each parsed JSON body came as, so the intake stores it without writing it out again. */
const texts = new WeakMap<object, string>();

/** The exact JSON text of a body this parser read (none for text bodies and filtered keys). */
export function webhookBodyText(body: unknown): string | undefined {
  return typeof body === 'object' && body !== null ? texts.get(body) : undefined;
}

/**
 * The body as JSON when it is JSON, else the text itself. Keys named `__proto__` are dropped (the
 * same protection Fastify's own JSON parser gives), checked only when the text contains one.
 */
export function parseWebhookBody(text: string): unknown {
  try {
    if (text.includes(POISON_KEY))
      return JSON.parse(text, (key, value: unknown) => (key === POISON_KEY ? undefined : value));
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null) texts.set(body, text);
    return body;
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
