/** The tools' view of one reply job: the conversation, its lead and the app's time. */
import { and, asc, eq, gte } from 'drizzle-orm';
import { messages } from '../../db/schema';
import type { EngineDeps } from '../deps';
import type { ToolContext, ToolRun } from '../tools';
import { recordAiAction } from '../tools';

/** The lead comes from the job's start statement, which joins it on the conversation. */
export function replyToolContext(
  deps: EngineDeps,
  chat: { organizationId: string; instanceId: string; conversationId: string; contactNumber: string },
  leadId: string | null,
  now: Date,
): ToolContext {
  return {
    deps,
    organizationId: chat.organizationId,
    instanceId: chat.instanceId,
    conversationId: chat.conversationId,
    leadId,
    contactPhone: chat.contactNumber.replace(/\D/g, ''),
    now,
  };
}

/**
 * The AI's actions in the chat since the customer's message: a reply job that runs again after its
 * tools acted (its process died, the model failed after the call) must not book or hand over twice.
 */
export async function actionsTakenSince(
  deps: EngineDeps,
  chat: { organizationId: string; conversationId: string },
  since: Date,
): Promise<string[]> {
  const rows = await deps.db
    .select({ content: messages.content })
    .from(messages)
    .where(
      and(
        eq(messages.organizationId, chat.organizationId),
        eq(messages.conversationId, chat.conversationId),
        eq(messages.event, 'ai_action'),
        gte(messages.timestamp, since),
      ),
    )
    .orderBy(asc(messages.timestamp), asc(messages.seq));
  return rows.map((row) => row.content);
}

/** A call that ended with a line for staff puts it in the chat's timeline at once. */
export const timelineOnRun =
  (context: ToolContext) =>
  async (run: ToolRun): Promise<void> => {
    if (run.ok && run.timeline) await recordAiAction(context, run.timeline);
  };
