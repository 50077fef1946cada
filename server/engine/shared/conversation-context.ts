import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { ChatMessage } from '../../ai/port';
import type { DbOrTx } from '../../db/client';
import { messages } from '../../db/schema';

/** A message of the conversation as the reply sees it. */
export interface ContextMessage {
  id: string;
  origin: 'contact' | 'ai' | 'human' | 'followup' | 'system';
  content: string;
  transcription: string | null;
  mediaType: string | null;
  timestamp: Date;
}

/**
 * The last `limit` messages of the conversation the customer actually saw or wrote, oldest first:
 * after `since` (the AI's last restart clears its memory), with our reminders but without the staff's
 * timeline lines and without our sends that failed (the customer never got them).
 */
export async function loadContextMessages(
  db: DbOrTx,
  tenantId: string,
  conversationId: string,
  window: { since: Date | null; limit: number },
): Promise<ContextMessage[]> {
  const conditions = [
    eq(messages.organizationId, tenantId),
    eq(messages.conversationId, conversationId),
    // Our reminders (origin `system`, sent to the customer) are part of the chat: "confirmo" answers
    // one. The staff's timeline lines are not, and a failure note never went out.
    or(ne(messages.origin, 'system'), and(isNull(messages.event), eq(messages.direction, 'out'))),
    or(eq(messages.direction, 'in'), inArray(messages.status, ['sent', 'delivered', 'read', 'pending'])),
  ];
  if (window.since) conditions.push(gt(messages.timestamp, window.since));
  const rows = await db
    .select({
      id: messages.id,
      origin: messages.origin,
      content: messages.content,
      transcription: messages.transcription,
      mediaType: messages.mediaType,
      timestamp: messages.timestamp,
    })
    .from(messages)
    .where(and(...conditions))
    .orderBy(desc(messages.timestamp), desc(messages.seq))
    .limit(Math.max(1, window.limit));
  return rows.reverse();
}

/** Without context memory the AI sees only what the customer said since our last message. */
export function sinceOurLastMessage(context: readonly ContextMessage[]): ContextMessage[] {
  const lastOurs = context.findLastIndex((message) => message.origin !== 'contact');
  return context.slice(lastOurs + 1);
}

/** A voice note of the customer that nobody has transcribed yet. */
export const needsTranscription = (message: ContextMessage): boolean =>
  message.origin === 'contact' && message.mediaType === 'audio' && !message.transcription;

const textOf = (message: ContextMessage): string => (message.transcription ?? message.content).trim();

/** The chat for the model: the customer is `user`, we (AI, operator, follow-up) are `assistant`. */
export function toChatMessages(context: readonly ContextMessage[]): ChatMessage[] {
  const chat: ChatMessage[] = [];
  for (const message of context) {
    const content = textOf(message);
    if (!content) continue;
    const role = message.origin === 'contact' ? 'user' : 'assistant';
    const previous = chat.at(-1);
    // Consecutive messages of one side are one turn (a burst of short messages).
    if (previous?.role === role) previous.content = `${previous.content}\n${content}`;
    else chat.push({ role, content });
  }
  return chat;
}

/**
 * Whether the AI already answered the given customer message: one of its messages went out after
 * that message reached us. A job re-run after its process died mid-reply uses it not to answer twice.
 */
export async function alreadyAnswered(
  db: DbOrTx,
  tenantId: string,
  conversationId: string,
  customerMessageId: string,
): Promise<boolean> {
  const customer = db
    .select({ createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.id, customerMessageId), eq(messages.organizationId, tenantId)));
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.organizationId, tenantId),
        eq(messages.conversationId, conversationId),
        eq(messages.origin, 'ai'),
        inArray(messages.status, ['sent', 'delivered', 'read']),
        gt(messages.createdAt, sql`(${customer})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}
