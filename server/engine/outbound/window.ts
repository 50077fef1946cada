import { and, eq, isNotNull, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversations, messages } from '../../db/schema';

/**
 * The customer service window of the official WhatsApp API (issue 25): free text (ours, the AI's,
 * an operator's) only within 24 h of the customer's last message, measured from that message's own
 * timestamp as the platform sent it; 72 h when the conversation came from a click-to-WhatsApp ad.
 * Outside it only an approved template may go. Evolution numbers have no such window.
 */

const HOUR_MS = 3_600_000;
export const SERVICE_WINDOW_HOURS = 24;
export const AD_WINDOW_HOURS = 72;

/** Why a free-text send did not leave: shown on the failed message, the job and the monitor. */
export const OUTSIDE_WINDOW_TEXT =
  'Fora da janela de 24 h: o cliente não escreve há mais de 24 horas; só um modelo aprovado pode ser enviado';

/** What the window is measured from. */
export interface WindowFacts {
  /** The customer's last message, by its own timestamp; null when the customer never wrote. */
  lastCustomerMessageAt: Date | null;
  /** When a message carrying an ad's `referral` arrived, if the conversation came from one. */
  adReferralAt: Date | null;
}

/**
 * When free text stops being allowed; null when it never was (the customer never wrote). The 72 h
 * of an ad count from the referral's message; any later message of the customer opens 24 h more.
 */
export function windowClosesAt(conversation: WindowFacts): Date | null {
  const closes = [
    conversation.lastCustomerMessageAt &&
      conversation.lastCustomerMessageAt.getTime() + SERVICE_WINDOW_HOURS * HOUR_MS,
    conversation.adReferralAt && conversation.adReferralAt.getTime() + AD_WINDOW_HOURS * HOUR_MS,
  ].filter((at): at is number => typeof at === 'number');
  return closes.length > 0 ? new Date(Math.max(...closes)) : null;
}

/**
 * The facts of one conversation: the customer's last message and the latest of their messages that
 * carried an ad's `referral` (each new click on an ad opens its own 72 h), by their own timestamps.
 */
export async function windowFactsOf(
  db: DbOrTx,
  tenantId: string,
  conversationId: string,
): Promise<WindowFacts> {
  const [row] = await db
    .select({ last: conversations.lastCustomerMessageAt })
    .from(conversations)
    .where(and(eq(conversations.organizationId, tenantId), eq(conversations.id, conversationId)));
  const [ad] = await db
    .select({ at: max(messages.timestamp) })
    .from(messages)
    .where(
      and(
        eq(messages.organizationId, tenantId),
        eq(messages.conversationId, conversationId),
        eq(messages.direction, 'in'),
        isNotNull(messages.referral),
      ),
    );
  return { lastCustomerMessageAt: row?.last ?? null, adReferralAt: ad?.at ?? null };
}

/** Whether free text to this conversation's contact is refused now (only numbers on the official API). */
export async function outsideWindow(
  db: DbOrTx,
  tenantId: string,
  target: { conversationId: string; instance: { gateway: string } },
  now: Date,
): Promise<boolean> {
  if (target.instance.gateway !== 'cloud') return false;
  const closes = windowClosesAt(await windowFactsOf(db, tenantId, target.conversationId));
  return closes === null || now.getTime() >= closes.getTime();
}
