/**
 * What the AI did, as a line of the chat that staff see: a `system` message marked `ai_action`,
 * never sent to WhatsApp and left out of the AI's own context, pushed live to open inboxes.
 */
import { messages } from '../../db/schema';
import type { ToolContext } from './types';

/** The column's limit is generous; a tool's line is one short sentence. */
const TIMELINE_MAX_CHARS = 300;

export async function recordAiAction(context: ToolContext, line: string): Promise<string | null> {
  const text = line.replace(/\s+/g, ' ').trim().slice(0, TIMELINE_MAX_CHARS);
  if (!text) return null;
  const { deps, organizationId, instanceId, conversationId } = context;
  const [row] = await deps.db
    .insert(messages)
    .values({
      organizationId,
      conversationId,
      instanceId,
      direction: 'out',
      origin: 'system',
      event: 'ai_action',
      content: text,
      status: 'sent',
      timestamp: deps.clock.now(),
    })
    .returning({ id: messages.id });
  if (!row) return null;
  await deps.events.publish(organizationId, {
    type: 'new_message',
    instanceId,
    conversationId,
    messageId: row.id,
    origin: 'system',
  });
  return row.id;
}
