import { hash, timingSafeEqual } from 'node:crypto';
import type { WebhookTarget } from '../port';

/**
 * The webhook we give Evolution for each instance.
 *
 * Why a secret header: Evolution (≥ 2.1.1) stores `webhook.headers` with the instance and sends them
 * on every webhook POST of that instance (its webhook controller builds the HTTP client with them),
 * so a per-instance secret there authenticates each call at our intake. The alternatives are weaker:
 * the envelope's `apikey` is null unless the server exposes tokens; a secret in the URL ends up in
 * access logs; `headers.jwt_key` (a signed Bearer JWT) exists only since 2.3.0 and older servers would
 * forward it as a plain header anyway. Only the instance webhook carries the headers: the env-level
 * global webhook (WEBHOOK_GLOBAL_*) does not, and must stay off for our instances.
 */

/** Header Evolution echoes back on every webhook call (Node lower-cases incoming header names). */
export const WEBHOOK_SECRET_HEADER = 'x-vendai-webhook-secret';

/**
 * What the intake needs (PROTOCOL §9): messages both ways, receipts, connection and QR changes, and
 * typing, which the inbox shows live.
 */
export const DEFAULT_WEBHOOK_EVENTS = [
  'MESSAGES_UPSERT',
  'SEND_MESSAGE',
  'MESSAGES_UPDATE',
  'CONNECTION_UPDATE',
  'QRCODE_UPDATED',
  'PRESENCE_UPDATE',
] as const;

/** The intake route of one of our instances (our id, not the gateway's instance name). */
export function evolutionWebhookUrl(publicUrl: string, instanceId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/api/webhooks/evolution/${encodeURIComponent(instanceId)}`;
}

/**
 * The v2.1+ nested `webhook` object of `/instance/create` (where giving it turns the webhook on);
 * `/webhook/set` takes the same object plus `enabled: true`.
 */
export interface EvolutionWebhookConfig {
  url: string;
  /** One route receives every event; the normaliser still understands the by-events suffix. */
  byEvents: false;
  /** Media bytes inside `messages.upsert`, so voice notes need no second download. */
  base64: true;
  headers: Record<string, string>;
  /** Always present: Evolution's create fails (and deletes the new instance) without it. */
  events: string[];
}

export function buildEvolutionWebhook(target: WebhookTarget): EvolutionWebhookConfig {
  return {
    url: target.url,
    byEvents: false,
    base64: true,
    headers: { [WEBHOOK_SECRET_HEADER]: target.secret },
    events: [...(target.events ?? DEFAULT_WEBHOOK_EVENTS)],
  };
}

/** What a secret is compared by: its SHA-256 (null for an empty secret, which nothing matches). */
export type SecretDigest = Buffer | null;

const sha256 = (text: string): Buffer => hash('sha256', text, 'buffer');

/** The digest of an instance's secret, computed once where the secret is kept (the intake's cache). */
export function webhookSecretDigest(secret: string): SecretDigest {
  return secret.length === 0 ? null : sha256(secret);
}

/**
 * Compares the received header with the instance's secret in constant time (hashing first makes
 * the lengths equal, so the length of the secret does not leak either).
 */
export function webhookSecretMatches(
  expected: string,
  received: string | readonly string[] | undefined,
): boolean {
  return webhookDigestMatches(webhookSecretDigest(expected), received);
}

/** `webhookSecretMatches` against a digest computed before: one hash per call, the received one. */
export function webhookDigestMatches(
  expected: SecretDigest,
  received: string | readonly string[] | undefined,
): boolean {
  const value = Array.isArray(received) ? received[0] : received;
  if (typeof value !== 'string' || value.length === 0 || expected === null) return false;
  return timingSafeEqual(expected, sha256(value));
}
