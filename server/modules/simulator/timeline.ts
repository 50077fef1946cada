import type {
  SimulatorChat,
  SimulatorInstance,
  SimulatorTimeline,
  TimelineItem,
} from '../../../contract/simulator';
import { mediaUrlOf } from '../../gateways/simulator/sends';
import type {
  ConversationContact,
  CustomerMessageRecord,
  OutboxRecord,
  SimulatorInstanceRecord,
} from './repository';

/** Shapes the simulator page reads, built from the intake's rows and the simulator's outbox. */

/** Bubbles shown per chat: the most recent ones, oldest first. */
export const TIMELINE_LIMIT = 200;

export function toSimulatorInstance(row: SimulatorInstanceRecord): SimulatorInstance {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    isConnected: row.isConnected,
    connectionState: row.connectionState,
    qrCode: row.connectionState === 'connecting' ? row.qrCode : null,
    qrUpdatedAt: row.qrUpdatedAt?.toISOString() ?? null,
    official: row.gateway === 'cloud',
  };
}

const dataUrl = (mimetype: string | null, base64: string): string =>
  `data:${mimetype ?? 'application/octet-stream'};base64,${base64}`;

function customerItem(record: CustomerMessageRecord): TimelineItem {
  const bytes = record.media ? Buffer.from(record.media).toString('base64') : null;
  return {
    id: record.id,
    from: 'customer',
    gatewayMessageId: record.gatewayMessageId,
    text: record.content,
    media: record.mediaType
      ? {
          kind: record.mediaType,
          mimetype: record.mediaMimetype,
          fileName: record.mediaFilename,
          src: bytes ? dataUrl(record.mediaMimetype, bytes) : null,
        }
      : null,
    at: record.timestamp.toISOString(),
  };
}

function businessItem(record: OutboxRecord): TimelineItem {
  const isMedia = record.kind !== 'text';
  // Media sent by URL (a stock photo) is shown from its URL, as the phone would download it.
  const byUrl = isMedia && !record.mediaBase64 ? mediaUrlOf(record.content) : null;
  return {
    id: record.id,
    from: 'business',
    gatewayMessageId: record.gatewayMessageId,
    text: byUrl ? byUrl.caption : record.content,
    media: isMedia
      ? {
          kind: record.kind,
          mimetype: record.mediaMimetype,
          fileName: null,
          src: record.mediaBase64 ? dataUrl(record.mediaMimetype, record.mediaBase64) : (byUrl?.url ?? null),
        }
      : null,
    at: record.createdAt.toISOString(),
  };
}

export function buildTimeline(
  contactNumber: string,
  customer: CustomerMessageRecord[],
  outbox: OutboxRecord[],
): SimulatorTimeline {
  const sent = outbox.filter((record) => record.kind !== 'presence');
  // Both sides are ordered by when this server stored them (milliseconds): WhatsApp's own
  // timestamps have whole seconds, which would tie a burst of messages.
  const items = [
    // The lists come newest first; reversed, a tie keeps the order they were stored in.
    ...[...customer]
      .reverse()
      .map((record) => ({ item: customerItem(record), order: record.createdAt.getTime() })),
    ...[...sent]
      .reverse()
      .map((record) => ({ item: businessItem(record), order: record.createdAt.getTime() })),
  ]
    .sort((a, b) => a.order - b.order)
    .slice(-TIMELINE_LIMIT)
    .map(({ item }) => item);
  const lastPresence = outbox.find((record) => record.kind === 'presence');
  const lastSent = sent[0];
  const presence =
    lastPresence && (!lastSent || lastPresence.createdAt > lastSent.createdAt)
      ? { presence: lastPresence.content, at: lastPresence.createdAt.toISOString() }
      : null;
  return { contactNumber, contactName: customer[0]?.contactName || null, items, presence };
}

/** Everyone the number talked with, newest activity first. */
export function buildChats(
  contacts: ConversationContact[],
  outbox: Array<{ contactNumber: string; lastAt: Date | null }>,
): SimulatorChat[] {
  const byNumber = new Map<
    string,
    { contactName: string; lastMessage: string | null; lastAt: Date | null }
  >();
  for (const contact of contacts) {
    byNumber.set(contact.contactNumber, {
      contactName: contact.contactName,
      lastMessage: contact.lastMessage,
      lastAt: contact.lastMessageAt,
    });
  }
  for (const entry of outbox) {
    const known = byNumber.get(entry.contactNumber);
    if (!known) {
      byNumber.set(entry.contactNumber, { contactName: '', lastMessage: null, lastAt: entry.lastAt });
    } else if (entry.lastAt && (!known.lastAt || entry.lastAt > known.lastAt)) {
      known.lastAt = entry.lastAt;
    }
  }
  return [...byNumber.entries()]
    .map(([contactNumber, chat]) => ({
      contactNumber,
      contactName: chat.contactName,
      lastMessage: chat.lastMessage,
      lastMessageAt: chat.lastAt?.toISOString() ?? null,
    }))
    .sort((a, b) => (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? ''));
}
