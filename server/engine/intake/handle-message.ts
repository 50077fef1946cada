import { randomUUID } from 'node:crypto';
import type { RealtimeEvent } from '../../../contract/realtime';
import type { Tx } from '../../db/client';
import type { MessageEvent, MessageStatus } from '../../gateways/events';
import type { MonitorTrail } from '../monitor/trail';
import { DuplicateDelivery, type HandledEvent } from './handled';
import type { IntakeInstance } from './instance';
import { applyMessageStatus } from './message-status';
import { claimPendingEcho } from './pending-echo';
import { mediaBytes, queueMediaFetch, storeMediaBytes } from './store-media';
import { storeChatMessage } from './store-message';

/**
 * The conversation key of a chat: the phone's digits, or, for a chat WhatsApp only identified by a
 * LID (no phone in `remoteJidAlt` or elsewhere), the LID's digits. Such a conversation keeps
 * `contact_jid = …@lid`, which is where replies go; LID digits are never used as a phone number.
 */
export function conversationKey(event: Pick<MessageEvent, 'contactNumber' | 'contactLid'>): string | null {
  if (event.contactNumber) return event.contactNumber;
  const lidDigits = event.contactLid?.split('@')[0]?.replace(/\D/g, '');
  return lidDigits ? lidDigits : null;
}

/**
 * Postgres text cannot hold NUL characters; a message carrying one would fail on every redelivery,
 * so they are dropped (they are never visible text anyway).
 */
export const storable = <T extends string | null>(text: T): T =>
  (text?.includes('\u0000') ? text.replaceAll('\u0000', '') : text) as T;

/** An echo of a send we do not know (another client of the gateway) has at least left the phone. */
function humanStatus(event: MessageEvent): MessageStatus {
  return event.status === 'pending' || event.status === 'received' ? 'sent' : event.status;
}

/**
 * A chat message other than a customer's (those are stored set-based, customer-messages.ts): one
 * typed on the business phone (stored as a human message; the decide stage pauses the AI when the
 * instance lets a human take over), or the echo of a send through the gateway (marks our message
 * sent; an unknown one is a human message too). A customer's message without a phone or LID to key
 * its conversation on lands here too, and is recorded as not stored.
 */
export async function handleMessage(
  tx: Tx,
  instance: IntakeInstance,
  event: MessageEvent,
  trail: MonitorTrail,
  /** The app's now, for the jobs this message queues. */
  now: Date,
): Promise<HandledEvent> {
  const contactNumber = conversationKey(event);
  if (event.event === 'send.message') {
    const echo =
      (await applyMessageStatus(tx, instance.organizationId, instance.id, event.gatewayMessageId, 'sent')) ??
      (contactNumber
        ? await claimPendingEcho(tx, instance.organizationId, instance.id, contactNumber, event)
        : null);
    if (echo) {
      trail.add('deduplicated', 'success', { details: { echoOf: echo.messageId } });
      trail.add('stored', 'success', { details: { messageId: echo.messageId, status: echo.status } });
      return { outcome: 'no_ai_response', live: [] };
    }
  }
  if (!contactNumber) {
    // Nothing to key a conversation on; retrying would not help, so it is recorded, not thrown.
    trail.add('stored', 'failure', { error: `no phone or LID for chat ${event.chatJid}` });
    return { outcome: 'processing_error', live: [] };
  }
  if (event.sentBy === 'contact') {
    throw new Error(`customer message ${event.gatewayMessageId} reached the business-phone handler`);
  }

  // A message typed on the business phone pauses the AI after it is stored (decide/takeover.ts),
  // by the instance's current settings rather than the intake's short-lived copy of them.
  const pauseAi = false;
  const messageId = randomUUID();
  const bytes = mediaBytes(event.media?.base64 ?? null);
  const stored = await storeChatMessage(tx, instance.organizationId, {
    messageId,
    instanceId: instance.id,
    leadOwnerId: instance.ownerUserId,
    contactNumber,
    contactJid: storable(event.contactJid),
    contactName: storable(event.contactName),
    gatewayMessageId: event.gatewayMessageId,
    // Non-text messages carry the normaliser's placeholder ('[Mensagem de voz]'…) when they have no caption.
    content: storable(event.content || event.preview),
    preview: storable(event.preview),
    kind: event.kind,
    media: event.media && {
      type: event.media.type,
      mimetype: storable(event.media.mimetype),
      filename: storable(event.media.filename),
      size: bytes?.length ?? event.media.size,
    },
    quotedGatewayMessageId: storable(event.quotedGatewayMessageId),
    status: humanStatus(event),
    timestamp: event.timestamp,
    pauseAi,
  });
  if (!stored.inserted) throw new DuplicateDelivery(event.gatewayMessageId);
  trail.add('deduplicated', 'success', { details: { duplicate: false } });

  let media: Record<string, unknown> | undefined;
  if (bytes) {
    await storeMediaBytes(tx, messageId, bytes);
    media = { bytes: bytes.length };
  } else if (event.media) {
    media = { fetchJobId: await queueMediaFetch(tx, instance.organizationId, messageId, now) };
  }
  trail.add('stored', 'success', {
    details: {
      conversationId: stored.conversationId,
      messageId,
      origin: 'human',
      leadId: stored.createdLeadId ?? undefined,
      media,
    },
  });

  const live: RealtimeEvent[] = [
    {
      type: 'new_message',
      instanceId: instance.id,
      conversationId: stored.conversationId,
      messageId,
      origin: 'human',
    },
  ];
  return {
    outcome: 'no_ai_response',
    live,
    businessPhoneMessage: {
      organizationId: instance.organizationId,
      instanceId: instance.id,
      conversationId: stored.conversationId,
      contactNumber,
    },
  };
}
