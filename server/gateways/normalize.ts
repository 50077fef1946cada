import type { NormalizedEvent, NormalizedWebhook } from './events';
import { canonicalEventName, dottedEventName } from './normalizer/event-names';
import { normalizeMessage, type TimeFallback } from './normalizer/message-event';
import { Envelope } from './normalizer/schemas';
import { normalizeConnection, normalizePresence, normalizeQrCode } from './normalizer/session-events';
import { normalizeStatus } from './normalizer/status-event';
import { isRecord } from './normalizer/values';

/**
 * Evolution webhook body → normalised events. Pure and total: it never throws and never does I/O;
 * a body it cannot understand comes back as `{type:'invalid', reason}` and an event the intake does
 * not use as `{type:'ignored', reason}`, so the intake can record every delivery in the monitor.
 *
 * Accepts the v2 envelope `{event, instance, data, destination, date_time, sender, server_url,
 * apikey}` (v1 used the same keys), the event name dotted, UPPER_SNAKE or dashed, and `data` as one
 * object or an array of them.
 */

export interface NormalizeOptions {
  /**
   * The request path's tail when Evolution posts by events (`…/messages-upsert`): the event name
   * when the body lacks one.
   */
  eventFromPath?: string;
  /** When the request arrived: the last-resort message time. Pass it to keep the function pure. */
  receivedAt?: Date;
}

type Handler = (item: unknown, time: TimeFallback) => NormalizedEvent;

const HANDLERS: Readonly<Record<string, Handler>> = {
  MESSAGES_UPSERT: (item, time) => normalizeMessage(item, 'messages.upsert', time),
  SEND_MESSAGE: (item, time) => normalizeMessage(item, 'send.message', time),
  MESSAGES_UPDATE: (item) => normalizeStatus(item),
  CONNECTION_UPDATE: (item) => normalizeConnection(item),
  QRCODE_UPDATED: (item) => normalizeQrCode(item),
  PRESENCE_UPDATE: (item) => normalizePresence(item),
};

const EMPTY_ENVELOPE = {
  event: null,
  instanceName: null,
  sender: null,
  serverUrl: null,
  apikey: null,
  dateTime: null,
};

function invalid(reason: string): NormalizedWebhook {
  return { ...EMPTY_ENVELOPE, events: [{ type: 'invalid', reason }] };
}

/** Intake may hand over the raw text when the content type was wrong. */
function asObject(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

export function normalizeEvolutionWebhook(body: unknown, options: NormalizeOptions = {}): NormalizedWebhook {
  const input = asObject(body);
  if (!isRecord(input)) return invalid('body is not a JSON object');
  const envelope = Envelope.safeParse(input);
  if (!envelope.success) return invalid('body is not an Evolution webhook envelope');
  const { event, instance, data, date_time, sender, server_url, apikey } = envelope.data;

  const rawName = event ?? (options.eventFromPath?.trim() || null);
  const canonical = rawName ? canonicalEventName(rawName) : null;
  const facts = {
    event: canonical ? dottedEventName(canonical) : null,
    instanceName: instance,
    sender,
    serverUrl: server_url,
    apikey,
    dateTime: date_time,
  };
  if (!canonical)
    return { ...facts, events: [{ type: 'invalid', reason: 'no event name in the body or path' }] };

  const handler = HANDLERS[canonical];
  if (!handler) {
    return {
      ...facts,
      events: [{ type: 'ignored', event: facts.event, reason: 'event not used by the intake' }],
    };
  }
  if (data === undefined || data === null) {
    return { ...facts, events: [{ type: 'invalid', reason: `${facts.event}: no data` }] };
  }

  const time: TimeFallback = { envelope: date_time, received: options.receivedAt ?? new Date() };
  const items = Array.isArray(data) ? data : [data];
  const [first, ...rest] = items.map((item) => handler(item, time));
  if (!first) return { ...facts, events: [{ type: 'ignored', event: facts.event, reason: 'empty batch' }] };
  return { ...facts, events: [first, ...rest] };
}
