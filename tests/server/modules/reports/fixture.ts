import { randomBytes } from 'node:crypto';
import type { Db } from '../../../../server/db/client';
import { conversations, leads, messages } from '../../../../server/db/schema';

/** Rows written straight to the tables, so every figure of the reports has an answer known by hand. */

export interface MessageFixture {
  origin: 'contact' | 'ai' | 'human' | 'followup' | 'system';
  /** ISO instant (UTC). */
  at: string;
  senderUserId?: string;
  mediaType?: 'audio';
  status?: 'failed';
}

export interface LeadFixture {
  status: 'new' | 'qualified' | 'negotiating' | 'closed_won' | 'closed_lost';
  level?: 'HOT' | 'WARM' | 'COLD';
  lostReason?: string;
  soldChannel?: string;
  statusChangedAt?: string;
  assignedUserId?: string;
  saleValue?: number;
}

export interface ConversationFixture {
  organizationId: string;
  instanceId: string;
  createdAt: string;
  contactName?: string;
  messages: MessageFixture[];
  lead: LeadFixture;
}

export async function addConversation(db: Db, fixture: ConversationFixture): Promise<string> {
  const [conversation] = await db
    .insert(conversations)
    .values({
      organizationId: fixture.organizationId,
      instanceId: fixture.instanceId,
      contactNumber: `5511${randomBytes(4).readUInt32BE() % 1_000_000_000}`,
      contactName: fixture.contactName ?? 'Cliente',
      createdAt: new Date(fixture.createdAt),
    })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error('conversation not created');
  if (fixture.messages.length > 0) {
    await db.insert(messages).values(
      fixture.messages.map((message) => ({
        organizationId: fixture.organizationId,
        conversationId: conversation.id,
        instanceId: fixture.instanceId,
        direction: message.origin === 'contact' ? ('in' as const) : ('out' as const),
        origin: message.origin,
        senderUserId: message.senderUserId ?? null,
        content: 'texto',
        mediaType: message.mediaType ?? null,
        status: message.status ?? (message.origin === 'contact' ? ('received' as const) : ('sent' as const)),
        timestamp: new Date(message.at),
      })),
    );
  }
  await db.insert(leads).values({
    organizationId: fixture.organizationId,
    instanceId: fixture.instanceId,
    conversationId: conversation.id,
    assignedUserId: fixture.lead.assignedUserId ?? null,
    status: fixture.lead.status,
    qualificationLevel: fixture.lead.level ?? null,
    lostReason: fixture.lead.lostReason ?? null,
    soldChannel: fixture.lead.soldChannel ?? null,
    saleValue: fixture.lead.saleValue ?? null,
    statusChangedAt: fixture.lead.statusChangedAt ? new Date(fixture.lead.statusChangedAt) : null,
    createdAt: new Date(fixture.createdAt),
    // Last changed when it was closed, else when it was created (the aggregate job compares this).
    updatedAt: new Date(fixture.lead.statusChangedAt ?? fixture.createdAt),
  });
  return conversation.id;
}

/** `at` plus some seconds, as an ISO instant. */
export const plus = (at: string, seconds: number): string =>
  new Date(Date.parse(at) + seconds * 1000).toISOString();
