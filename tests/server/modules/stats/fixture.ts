import { randomBytes } from 'node:crypto';
import type { Db } from '../../../../server/db/client';
import { conversations, instances, messages } from '../../../../server/db/schema';

/** Rows written straight to the tables, so each figure of the dashboard has a known answer. */

export async function addInstance(
  db: Db,
  organizationId: string,
  userId: string,
  flags: { aiEnabled?: boolean; globalAiEnabled?: boolean; deleted?: boolean } = {},
): Promise<string> {
  const [row] = await db
    .insert(instances)
    .values({
      organizationId,
      userId,
      name: `Loja ${randomBytes(3).toString('hex')}`,
      phone: '5511940001234',
      gatewayInstanceName: `stats-${randomBytes(4).toString('hex')}`,
      webhookSecret: randomBytes(8).toString('hex'),
      aiEnabled: flags.aiEnabled ?? true,
      globalAiEnabled: flags.globalAiEnabled ?? true,
      deletedAt: flags.deleted ? new Date() : null,
    })
    .returning({ id: instances.id });
  if (!row) throw new Error('instance not created');
  return row.id;
}

export type Origin = 'contact' | 'ai' | 'human' | 'followup';

export interface ChatFixture {
  organizationId: string;
  instanceId: string;
  /** The chat's messages, each with its WhatsApp time. */
  messages: Array<{ origin: Origin; at: Date }>;
  transferred?: boolean;
}

/** A conversation and its messages, with the conversation's summary times as the intake keeps them. */
export async function addChat(db: Db, chat: ChatFixture): Promise<string> {
  const times = chat.messages.map((message) => message.at.getTime());
  const inbound = chat.messages.filter((message) => message.origin === 'contact').map((m) => m.at.getTime());
  const [conversation] = await db
    .insert(conversations)
    .values({
      organizationId: chat.organizationId,
      instanceId: chat.instanceId,
      contactNumber: `5511${randomBytes(4).readUInt32BE() % 1_000_000_000}`,
      lastMessageAt: times.length ? new Date(Math.max(...times)) : null,
      lastCustomerMessageAt: inbound.length ? new Date(Math.max(...inbound)) : null,
      transferredToConsultantAt: chat.transferred ? new Date() : null,
    })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error('conversation not created');
  if (chat.messages.length > 0) {
    await db.insert(messages).values(
      chat.messages.map((message) => ({
        organizationId: chat.organizationId,
        conversationId: conversation.id,
        instanceId: chat.instanceId,
        direction: message.origin === 'contact' ? ('in' as const) : ('out' as const),
        origin: message.origin,
        content: 'texto',
        status: message.origin === 'contact' ? ('received' as const) : ('sent' as const),
        timestamp: message.at,
      })),
    );
  }
  return conversation.id;
}

/** Midnight of `now`'s calendar day in `timeZone` (for zones without a DST change that day). */
export function zonedDayStart(timeZone: string, now: Date): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const localMidnightAsUtc = Date.UTC(part('year'), part('month') - 1, part('day'));
  const localNowAsUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const offset = localNowAsUtc - Math.floor(now.getTime() / 1000) * 1000;
  return new Date(localMidnightAsUtc - offset);
}
