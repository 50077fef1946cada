import { isCloudWebhook, normalizeCloudWebhook } from '../../gateways/cloud/normalize';
import { normalizeEvolutionWebhook } from '../../gateways/normalize';
import { monitorPayload } from '../monitor/payload';
import { MonitorTrail } from '../monitor/trail';
import type { UnpackedEvent } from './batch';
import type { QueuedEvent } from './queue';

const carriesBatch = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && Array.isArray((body as { data?: unknown }).data);

/**
 * How many events a webhook body carries (the route's answer), without storing anything. Every
 * body carries exactly one event (a message, or one recorded as invalid or ignored) except a batch
 * (`data` a list of several), which is normalised to count what it holds; so the answer path does
 * not normalise the common body, the drainer does once.
 */
export function countEvents(body: unknown, eventSlug: string | undefined, receivedAt: Date): number {
  if (isCloudWebhook(body)) return normalizeCloudWebhook(body).events.length;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const data = (body as { data?: unknown }).data;
    if (!Array.isArray(data) || data.length < 2) return 1;
  }
  return normalizeEvolutionWebhook(body, { eventFromPath: eventSlug, receivedAt }).events.length;
}

/**
 * The events of an appended body, in order, each with the monitor trail it starts with: received
 * (when the request arrived) and authenticated (the route checked the secret before appending).
 * Built afresh for every attempt, so a retried event's trail holds only that attempt's steps.
 */
export function unpack(queued: QueuedEvent): UnpackedEvent[] {
  const eventSlug = queued.eventSlug ?? undefined;
  const trail = new MonitorTrail(queued.receivedAt)
    .add('received', 'success', {
      at: queued.receivedAt,
      details: eventSlug ? { path: eventSlug } : undefined,
    })
    .add('authenticated', 'success', { at: queued.receivedAt });
  // Meta's bodies name themselves (`object: whatsapp_business_account`); every other is Evolution's.
  const webhook = isCloudWebhook(queued.body)
    ? normalizeCloudWebhook(queued.body)
    : normalizeEvolutionWebhook(queued.body, { eventFromPath: eventSlug, receivedAt: queued.receivedAt });
  const batch = carriesBatch(queued.body);
  return webhook.events.map((event, index) => ({
    event,
    context: {
      eventName: event.type === 'message' ? event.event : (webhook.event ?? 'unknown'),
      payload: monitorPayload(queued.body, index, batch),
      trail: trail.fork(),
    },
  }));
}
