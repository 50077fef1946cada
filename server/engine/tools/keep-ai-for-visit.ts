import { and, eq } from 'drizzle-orm';
import { conversations } from '../../db/schema';
import { AI_STAYS_ON_UNTIL_VISIT } from '../agenda';
import { HOT_LEAD_PAUSE_REASON } from '../qualify';
import type { ToolContext } from './types';

/**
 * The qualification of the same burst may hand the lead over (and pause the AI) while this reply
 * is booking the visit: once the visit is booked, the AI carries the lead to it, as the hand-over
 * would have decided had it seen the visit. A pause for any other reason stays.
 *
 * The conversation's row is locked first. A hand-over in flight has already written the row
 * (marked transferred) when it looks for a visit; if it looked before this booking committed, it
 * pauses. The lock waits for that hand-over to commit, so the update below sees its pause. Without
 * it the update would test the committed row, still active, and skip it without waiting.
 */
export async function keepAiForVisit(context: ToolContext): Promise<void> {
  if (!AI_STAYS_ON_UNTIL_VISIT) return;
  const { deps, organizationId, instanceId, conversationId, now } = context;
  const ofConversation = and(
    eq(conversations.id, conversationId),
    eq(conversations.organizationId, organizationId),
  );
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: conversations.id }).from(conversations).where(ofConversation).for('update');
    const resumed = await tx
      .update(conversations)
      .set({ isAiActive: true, aiPausedReason: null, updatedAt: now })
      .where(
        and(
          ofConversation,
          eq(conversations.isAiActive, false),
          eq(conversations.aiPausedReason, HOT_LEAD_PAUSE_REASON),
        ),
      )
      .returning({ id: conversations.id });
    if (resumed.length > 0)
      await deps.events.publish(organizationId, { type: 'ai_enabled', instanceId, conversationId }, tx);
  });
}
