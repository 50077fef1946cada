import type { WebhookAck } from '../../../contract/webhooks';
import { authenticateWebhook } from '../../engine/intake/instance';
import { MonitorTrail } from '../../engine/intake/monitor';
import { monitorPayload } from '../../engine/intake/monitor-payload';
import { type IntakeDeps, processEvent } from '../../engine/intake/process-event';
import { normalizeEvolutionWebhook } from '../../gateways/normalize';

export interface IngestOptions {
  /** The secret header exactly as received (absent, one value or several). */
  secret: string | readonly string[] | undefined;
  /** The by-events URL suffix (`messages-upsert`): names the event when the body does not. */
  eventSlug?: string;
  /** When the request arrived; now by default. */
  receivedAt?: Date;
}

const carriesBatch = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && Array.isArray((body as { data?: unknown }).data);

/**
 * One Evolution webhook call through the intake: authenticate (404 unknown instance, 401 bad
 * secret, nothing stored), normalise, then each event in order in its own transaction with its
 * monitor record. Answers with the number of events the body carried. Exported for the benchmark,
 * which calls it without HTTP: a Fastify instance is a valid `deps`.
 */
export async function ingestWebhook(
  deps: IntakeDeps,
  instanceId: string,
  body: unknown,
  options: IngestOptions,
): Promise<WebhookAck> {
  const receivedAt = options.receivedAt ?? new Date();
  const instance = await authenticateWebhook(deps.db, instanceId, options.secret);
  const trail = new MonitorTrail(receivedAt)
    .add('received', 'success', {
      at: receivedAt,
      details: options.eventSlug ? { path: options.eventSlug } : undefined,
    })
    .add('authenticated', 'success');

  const webhook = normalizeEvolutionWebhook(body, { eventFromPath: options.eventSlug, receivedAt });
  const batch = carriesBatch(body);
  for (const [index, event] of webhook.events.entries()) {
    await processEvent(deps, instance, event, {
      eventName: event.type === 'message' ? event.event : (webhook.event ?? 'unknown'),
      payload: monitorPayload(body, index, batch),
      trail: trail.fork(),
    });
  }
  return { received: webhook.events.length };
}
