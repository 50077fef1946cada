import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { conversations, messages } from '../../db/schema';
import type { MessageEvent } from '../../gateways/events';
import { withMobileForms } from '../../lib/phone-forms';
import { rowsOf } from '../../lib/sql-rows';
import type { StatusChange } from './message-status';

/**
 * The gateway's echo (`send.message`) of a send of ours whose answer we have not recorded yet: the
 * gateway may post the echo before it answers our call. The oldest matching message still pending on
 * that chat (same text, or same media type) takes the gateway id, instead of the echo being stored as
 * a message typed on the phone, which would also pause the AI as a human takeover. The echo names
 * the chat as WhatsApp knows it, which for a Brazilian mobile may be the other form of the number
 * we sent to (a typed lead's), so either form matches.
 */
export async function claimPendingEcho(
  tx: Tx,
  tenantId: string,
  instanceId: string,
  contactNumber: string,
  event: MessageEvent,
): Promise<StatusChange | null> {
  const mediaType = event.media?.type ?? null;
  const sameContent = mediaType
    ? sql`m.media_type = ${mediaType}`
    : sql`m.media_type is null and m.content = ${event.content}`;
  const result = await tx.execute(sql`
    update ${messages} set gateway_message_id = ${event.gatewayMessageId},
      status = case when status = 'pending' then 'sent' else status end
    where id = (
      select m.id from ${messages} m
      join ${conversations} c on c.id = m.conversation_id
      where m.organization_id = ${tenantId} and m.instance_id = ${instanceId}
        and c.contact_number = ANY(${`{${withMobileForms([contactNumber]).join(',')}}`}::text[])
        and m.direction = 'out'
        and m.gateway_message_id is null and m.status = 'pending' and ${sameContent}
      order by m.created_at
      limit 1
      for update of m skip locked
    )
    returning id, conversation_id, status
  `);
  const [row] = rowsOf<{ id: string; conversation_id: string; status: string }>(result);
  return row ? { messageId: row.id, conversationId: row.conversation_id, status: row.status } : null;
}
