import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversations, leads } from '../../db/schema';
import { type AiPauseReason, aiSwitchChanges } from './ai-pause';

/**
 * An operator's message went out: it becomes the card's last message, unless a customer message
 * newer than it arrived while the gateway was busy, and the AI is paused for the reason given.
 */
export async function recordOutboundMessage(
  tx: DbOrTx,
  tenantId: string,
  conversationId: string,
  outbound: { text: string; at: Date; pausedBy: AiPauseReason },
): Promise<void> {
  const at = sql`${outbound.at.toISOString()}::timestamptz`;
  const isNewest = sql`(${conversations.lastMessageAt} is null or ${conversations.lastMessageAt} <= ${at})`;
  await tx
    .update(conversations)
    .set({
      lastMessage: sql`case when ${isNewest} then ${outbound.text} else ${conversations.lastMessage} end`,
      lastMessageType: sql`case when ${isNewest} then 'text' else ${conversations.lastMessageType} end`,
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${at})`,
      lastOutboundAt: outbound.at,
      ...aiSwitchChanges(false, outbound.pausedBy),
      updatedAt: new Date(),
    })
    .where(and(eq(conversations.id, conversationId), eq(conversations.organizationId, tenantId)));
}

/** A seller touched the lead: the idle-lead redistribution (DESIGN §6) measures from here. */
export async function touchSellerActivity(
  tx: DbOrTx,
  tenantId: string,
  conversationId: string,
  at: Date,
): Promise<void> {
  await tx
    .update(leads)
    .set({ lastSellerActivityAt: at, updatedAt: at })
    .where(and(eq(leads.conversationId, conversationId), eq(leads.organizationId, tenantId)));
}

/** Opening the chat reads it: the unread badge goes back to zero (only written when it was not). */
export async function clearUnread(tx: DbOrTx, tenantId: string, conversationId: string): Promise<boolean> {
  const rows = await tx
    .update(conversations)
    .set({ unreadCount: 0 })
    .where(
      and(
        eq(conversations.id, conversationId),
        eq(conversations.organizationId, tenantId),
        sql`${conversations.unreadCount} > 0`,
      ),
    )
    .returning({ id: conversations.id });
  return rows.length > 0;
}
