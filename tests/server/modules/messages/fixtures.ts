import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RealtimeEvent } from '../../../../contract/realtime';
import type { Db } from '../../../../server/db/client';
import { conversations, instances, leads, messageMedia, messages } from '../../../../server/db/schema';
import type { TestApp } from '../../helpers/app';

/**
 * Inbox rows written straight to the database with known times, so paging and ordering can be
 * asserted exactly without going through the intake.
 */

const digits = (length: number): string =>
  Array.from(randomBytes(length), (byte) => String(byte % 10)).join('');

/** A number no other fixture of the file uses. */
export const uniqueNumber = (): string => `5511${digits(9)}`;

export interface ConversationInit {
  contactName?: string;
  contactNumber?: string;
  lastMessage?: string | null;
  lastMessageAt?: Date | null;
  unreadCount?: number;
  isAiActive?: boolean;
  isFollowUpActive?: boolean;
}

export async function createConversation(
  db: Db,
  instance: { id: string; organizationId: string },
  init: ConversationInit = {},
): Promise<{ id: string; contactNumber: string }> {
  const contactNumber = init.contactNumber ?? uniqueNumber();
  const [row] = await db
    .insert(conversations)
    .values({
      organizationId: instance.organizationId,
      instanceId: instance.id,
      contactNumber,
      contactJid: `${contactNumber}@s.whatsapp.net`,
      contactName: init.contactName ?? 'Contato',
      lastMessage: init.lastMessage === undefined ? 'Oi' : init.lastMessage,
      lastMessageAt: init.lastMessageAt === undefined ? new Date() : init.lastMessageAt,
      unreadCount: init.unreadCount ?? 0,
      isAiActive: init.isAiActive ?? true,
      isFollowUpActive: init.isFollowUpActive ?? true,
    })
    .returning({ id: conversations.id });
  if (!row) throw new Error('conversation not created');
  return { id: row.id, contactNumber };
}

export async function createLead(
  db: Db,
  conversation: { id: string },
  instance: { id: string; organizationId: string },
  init: { status?: 'new' | 'qualified'; qualificationLevel?: 'HOT' | 'WARM' | 'COLD'; score?: number } = {},
): Promise<{ id: string }> {
  const [row] = await db
    .insert(leads)
    .values({
      organizationId: instance.organizationId,
      instanceId: instance.id,
      conversationId: conversation.id,
      status: init.status ?? 'new',
      qualificationLevel: init.qualificationLevel ?? null,
      aiQualificationScore: init.score ?? null,
    })
    .returning({ id: leads.id });
  if (!row) throw new Error('lead not created');
  return row;
}

export interface MessageInit {
  timestamp: Date;
  content?: string;
  direction?: 'in' | 'out';
  origin?: 'contact' | 'ai' | 'human' | 'followup' | 'system';
  status?: 'received' | 'sent' | 'failed';
  gatewayMessageId?: string | null;
  media?: { type: 'image' | 'audio' | 'document'; mimetype: string; filename?: string; bytes?: Buffer };
}

export async function addMessage(
  db: Db,
  conversation: { id: string },
  instance: { id: string; organizationId: string },
  init: MessageInit,
): Promise<{ id: string }> {
  const inbound = (init.direction ?? 'in') === 'in';
  const [row] = await db
    .insert(messages)
    .values({
      organizationId: instance.organizationId,
      conversationId: conversation.id,
      instanceId: instance.id,
      direction: init.direction ?? 'in',
      origin: init.origin ?? (inbound ? 'contact' : 'ai'),
      content: init.content ?? '',
      status: init.status ?? (inbound ? 'received' : 'sent'),
      gatewayMessageId: init.gatewayMessageId === undefined ? `WA${digits(12)}` : init.gatewayMessageId,
      timestamp: init.timestamp,
      mediaType: init.media?.type ?? null,
      mediaMimetype: init.media?.mimetype ?? null,
      mediaFilename: init.media?.filename ?? null,
      mediaSize: init.media?.bytes?.length ?? null,
    })
    .returning({ id: messages.id });
  if (!row) throw new Error('message not created');
  if (init.media?.bytes) await db.insert(messageMedia).values({ messageId: row.id, data: init.media.bytes });
  return row;
}

/** An instance as the gateway sees it after the QR was scanned (the simulator sends only then). */
export async function connectInstance(db: Db, instanceId: string): Promise<void> {
  await db
    .update(instances)
    .set({ connectionState: 'open', isConnected: true })
    .where(eq(instances.id, instanceId));
}

/** `minutesAgo(5)`: a fixed point in the past, so orders are known. */
export const minutesAgo = (minutes: number, from = Date.now()): Date => new Date(from - minutes * 60_000);

/**
 * Events the bus delivers for one organization and, when given, one conversation, collected until
 * `stop()`. The conversation filter keeps a late event of an earlier test out of the list.
 */
export function collectEvents(
  t: TestApp,
  organizationId: string,
  conversationId?: string,
): { events: RealtimeEvent[]; stop(): void } {
  const events: RealtimeEvent[] = [];
  const stop = t.app.events.subscribe((org, event) => {
    if (org !== organizationId) return;
    if (
      conversationId !== undefined &&
      !('conversationId' in event && event.conversationId === conversationId)
    )
      return;
    events.push(event);
  });
  return { events, stop };
}

/**
 * Waits until a listener holds `count` events (LISTEN/NOTIFY delivery is asynchronous and, on a
 * busy PostgreSQL, slower than any fixed pause), then a short quiet spell so extra ones show too.
 */
export async function eventsArrive(listener: { events: RealtimeEvent[] }, count: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (listener.events.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await settle();
}

/** LISTEN/NOTIFY delivery is asynchronous: long enough for it on PGlite and PostgreSQL. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 250));

/** Points an instance at Evolution under the given gateway name (the fake's instance). */
export async function useEvolution(db: Db, instanceId: string, gatewayInstanceName: string): Promise<void> {
  await db
    .update(instances)
    .set({ gateway: 'evolution', gatewayInstanceName })
    .where(eq(instances.id, instanceId));
}
