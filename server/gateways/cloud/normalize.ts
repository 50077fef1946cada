import type { NormalizedEvent, NormalizedWebhook } from '../events';
import { webhookErrorText } from './error-mapping';
import { normalizeCloudMessage } from './normalize-message';
import {
  InboundMessage,
  MessagesValue,
  QualityValue,
  StatusUpdate,
  TemplateStatusValue,
  WebhookEnvelope,
} from './wire';

/**
 * Cloud API webhook body → normalised events (PROTOCOL §6). Pure and total like the Evolution
 * normaliser: what it cannot read comes back as `invalid`, what the intake does not use as
 * `ignored`, so every delivery is recorded in the monitor. One body may carry several entries,
 * changes, messages and statuses: they come out in the order Meta listed them.
 */

const STATUSES = { sent: 'sent', delivered: 'delivered', read: 'read', failed: 'failed' } as const;

/** Quality events that mean the number is heading towards a lower limit or a block. */
const QUALITY_DROPS: ReadonlySet<string> = new Set(['DOWNGRADE', 'FLAGGED']);

/** Whether a body is a Cloud API webhook (the Evolution envelope has no `object`). */
export function isCloudWebhook(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { object?: unknown }).object === 'whatsapp_business_account'
  );
}

function statusEvent(item: unknown): NormalizedEvent {
  const parsed = StatusUpdate.safeParse(item);
  if (!parsed.success) return { type: 'invalid', reason: 'statuses[]: not a status object' };
  const update = parsed.data;
  const status = Object.hasOwn(STATUSES, update.status)
    ? STATUSES[update.status as keyof typeof STATUSES]
    : null;
  if (!status)
    return { type: 'ignored', event: 'statuses', reason: `status ${update.status} for ${update.id}` };
  const [error] = update.errors ?? [];
  const number = update.recipient_id.replace(/\D/g, '');
  return {
    type: 'message_status',
    gatewayMessageId: update.id,
    chatJid: `${number}@s.whatsapp.net`,
    contactNumber: number,
    fromMe: true,
    status,
    gatewayStatus: update.status,
    error: status === 'failed' && error ? webhookErrorText(error) : null,
  };
}

function messagesChange(value: unknown): NormalizedEvent[] {
  const parsed = MessagesValue.safeParse(value);
  if (!parsed.success) return [{ type: 'invalid', reason: 'messages: value without metadata' }];
  const { metadata, contacts, messages, statuses, errors } = parsed.data;
  const names = new Map(
    (contacts ?? []).map((c) => [c.wa_id, c.profile?.name ?? ''] as const).filter(([, n]) => n),
  );
  const events: NormalizedEvent[] = [];
  for (const item of messages ?? []) {
    const message = InboundMessage.safeParse(item);
    events.push(
      message.success
        ? normalizeCloudMessage(message.data, names, metadata.phone_number_id)
        : { type: 'invalid', reason: 'messages[]: not a message object' },
    );
  }
  for (const item of statuses ?? []) events.push(statusEvent(item));
  for (const error of errors ?? []) {
    events.push({
      type: 'ignored',
      event: 'messages',
      reason: `error ${error.code}: ${error.title ?? error.message ?? ''}`,
    });
  }
  return events;
}

function templateChange(value: unknown): NormalizedEvent {
  const parsed = TemplateStatusValue.safeParse(value);
  if (!parsed.success) return { type: 'invalid', reason: 'message_template_status_update: unreadable value' };
  const { event, message_template_id, message_template_name, message_template_language, reason } =
    parsed.data;
  return {
    type: 'account_update',
    field: 'template_status',
    change: event,
    subject: message_template_name,
    detail: reason && reason !== 'NONE' ? reason : null,
    qualityDropped: false,
    template: { externalId: String(message_template_id), language: message_template_language ?? null },
  };
}

function qualityChange(value: unknown): NormalizedEvent {
  const parsed = QualityValue.safeParse(value);
  if (!parsed.success) return { type: 'invalid', reason: 'phone_number_quality_update: unreadable value' };
  const { event, display_phone_number, current_limit } = parsed.data;
  return {
    type: 'account_update',
    field: 'phone_quality',
    change: event,
    subject: display_phone_number,
    detail: current_limit ?? null,
    qualityDropped: QUALITY_DROPS.has(event),
  };
}

const CHANGES: Readonly<Record<string, (value: unknown) => NormalizedEvent[]>> = {
  messages: messagesChange,
  message_template_status_update: (value) => [templateChange(value)],
  phone_number_quality_update: (value) => [qualityChange(value)],
};

export function normalizeCloudWebhook(body: unknown): NormalizedWebhook {
  const facts = { instanceName: null, sender: null, serverUrl: null, apikey: null, dateTime: null };
  const envelope = WebhookEnvelope.safeParse(body);
  if (!envelope.success) {
    return {
      ...facts,
      event: null,
      events: [{ type: 'invalid', reason: 'body is not a Cloud API webhook envelope' }],
    };
  }
  const events: NormalizedEvent[] = [];
  const fields: string[] = [];
  for (const entry of envelope.data.entry) {
    for (const change of entry.changes) {
      fields.push(change.field);
      const handler = Object.hasOwn(CHANGES, change.field) ? CHANGES[change.field] : undefined;
      events.push(
        ...(handler
          ? handler(change.value)
          : [{ type: 'ignored' as const, event: change.field, reason: 'field not used by the intake' }]),
      );
    }
  }
  const event = fields[0] ?? null;
  const [first, ...rest] = events;
  if (!first)
    return { ...facts, event, events: [{ type: 'ignored', event, reason: 'no messages or statuses' }] };
  return { ...facts, event, events: [first, ...rest] };
}
