/** The tools' view of one reply job: the conversation, its lead and the app's time. */
import { and, eq } from 'drizzle-orm';
import { leads } from '../../db/schema';
import type { EngineDeps } from '../deps';
import type { ToolRun } from '../tools/run-tool';
import { recordAiAction } from '../tools/timeline';
import type { ToolContext } from '../tools/types';

export async function replyToolContext(
  deps: EngineDeps,
  chat: { organizationId: string; instanceId: string; conversationId: string; contactNumber: string },
  now: Date,
): Promise<ToolContext> {
  const [lead] = await deps.db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.organizationId, chat.organizationId), eq(leads.conversationId, chat.conversationId)))
    .limit(1);
  return {
    deps,
    organizationId: chat.organizationId,
    instanceId: chat.instanceId,
    conversationId: chat.conversationId,
    leadId: lead?.id ?? null,
    contactPhone: chat.contactNumber.replace(/\D/g, ''),
    now,
  };
}

/** A call that ended with a line for staff puts it in the chat's timeline at once. */
export const timelineOnRun =
  (context: ToolContext) =>
  async (run: ToolRun): Promise<void> => {
    if (run.ok && run.timeline) await recordAiAction(context, run.timeline);
  };
