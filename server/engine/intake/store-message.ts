import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { conversations, leads, messages } from '../../db/schema';
import type { MessageStatus } from '../../gateways/events';
import { rowsOf } from '../../lib/sql-rows';

/**
 * A message typed on the business phone (outside our app) as the intake stores it, with the contact
 * it belongs to. Customers' messages are stored set-based (store-run.ts).
 */
export interface ChatMessage {
  /** Our id, chosen before the insert so the media and the live event can name it. */
  messageId: string;
  instanceId: string;
  /** Assignee of the lead when this message opens the conversation. */
  leadOwnerId: string;
  /** The conversation key: phone digits, or the LID's digits when WhatsApp gave no phone. */
  contactNumber: string;
  contactJid: string;
  /** The name the contact gave WhatsApp; null when unknown (our own messages). */
  contactName: string | null;
  gatewayMessageId: string;
  content: string;
  /** One line for the conversation list. */
  preview: string;
  /** `last_message_type`: 'text', a media type, or another kind ('location', 'reaction'…). */
  kind: string;
  media: {
    type: 'image' | 'audio' | 'video' | 'document' | 'sticker';
    mimetype: string | null;
    filename: string | null;
    size: number | null;
  } | null;
  quotedGatewayMessageId: string | null;
  status: MessageStatus;
  /** WhatsApp's time of the message. */
  timestamp: Date;
  /** Human takeover: pause the conversation's AI with reason 'human_takeover'. */
  pauseAi: boolean;
}

export interface StoredChatMessage {
  conversationId: string;
  /** False when the instance already had this gateway message id: a redelivery. */
  inserted: boolean;
  /** Whether the conversation's AI was on before this message (a new conversation's would be). */
  aiWasActive: boolean;
  /** The lead created with this message, when the conversation had none. */
  createdLeadId: string | null;
}

/** The proposed message is at least as recent as the conversation's last one (or it has none). */
const newest = sql`(${conversations.lastMessageAt} is null
  or excluded.last_message_at >= ${conversations.lastMessageAt})`;

interface StoredRow {
  conversation_id: string;
  message_id: string | null;
  ai_was_active: boolean | null;
  lead_id: string | null;
}

/**
 * Contact, conversation, message and lead in ONE statement (data-modifying CTEs), so the hot path pays
 * one round trip for all of them:
 * - the conversation is upserted on (instance, contact) and its counters move with the message:
 *   preview only when this message is the newest by WhatsApp time (a late arrival never moves it
 *   backwards), the last outbound time as a maximum; the business answered, so the card no longer
 *   needs attention;
 * - the message is inserted with ON CONFLICT (instance, gateway id) DO NOTHING;
 * - the lead is created with the conversation (ON CONFLICT DO NOTHING on its conversation).
 *
 * The counters are applied before we know whether the message is new; the caller rolls the
 * transaction back when `inserted` is false, so a redelivery changes nothing. Duplicates are rare and
 * this keeps the common case at one statement, race-free: the upsert locks the conversation row, so a
 * concurrent redelivery waits and then sees the committed message.
 *
 * Contact names: the WhatsApp name fills the conversation's name only while it is blank or still the
 * placeholder (the number itself). Any other name was chosen by someone (an operator's rename, or
 * the first name WhatsApp gave) and is never overwritten by the intake.
 *
 * Written as one SQL template rather than with the query builder: this runs for every message, and
 * building four nested CTEs with the builder costs several times more CPU than the database's own work.
 */
export async function storeChatMessage(
  tx: Tx,
  tenantId: string,
  input: ChatMessage,
): Promise<StoredChatMessage> {
  const at = input.timestamp.toISOString();
  const c = conversations;
  const result = await tx.execute(sql`
    with previous as (
      select ${c.isAiActive} as is_ai_active from ${c}
      where ${c.instanceId} = ${input.instanceId} and ${c.contactNumber} = ${input.contactNumber}
    ),
    conversation as (
      insert into ${c} (
        organization_id, instance_id, contact_number, contact_jid, contact_name,
        last_message, last_message_type, last_message_at, last_customer_message_at, last_outbound_at,
        unread_count, is_ai_active, ai_paused_reason
      ) values (
        ${tenantId}, ${input.instanceId}, ${input.contactNumber}, ${input.contactJid}, ${input.contactName ?? ''},
        ${input.preview}, ${input.kind}, ${at}, null, ${at},
        0, ${!input.pauseAi}, ${input.pauseAi ? 'human_takeover' : null}
      )
      on conflict (instance_id, contact_number) do update set
        contact_name = case
          when ${c.contactName} in ('', ${c.contactNumber}) and excluded.contact_name <> ''
          then excluded.contact_name else ${c.contactName} end,
        contact_jid = coalesce(${c.contactJid}, excluded.contact_jid),
        last_message = case when ${newest} then excluded.last_message else ${c.lastMessage} end,
        last_message_type = case when ${newest} then excluded.last_message_type else ${c.lastMessageType} end,
        last_message_at = greatest(${c.lastMessageAt}, excluded.last_message_at),
        last_customer_message_at = greatest(${c.lastCustomerMessageAt}, excluded.last_customer_message_at),
        last_outbound_at = greatest(${c.lastOutboundAt}, excluded.last_outbound_at),
        unread_count = ${c.unreadCount} + excluded.unread_count,
        -- A pause someone else made keeps its reason; only a running AI is paused for takeover.
        ai_paused_reason = case when ${c.isAiActive} and not excluded.is_ai_active
          then excluded.ai_paused_reason else ${c.aiPausedReason} end,
        is_ai_active = ${c.isAiActive} and excluded.is_ai_active,
        -- The business answered from the phone: the card no longer needs attention.
        needs_attention_at = null,
        attention_reason = null,
        updated_at = now()
      returning id
    ),
    message as (
      insert into ${messages} (
        id, organization_id, conversation_id, instance_id, gateway_message_id, direction, origin, content,
        media_type, media_mimetype, media_filename, media_size, quoted_gateway_message_id, status, timestamp
      ) values (
        ${input.messageId}, ${tenantId}, (select id from conversation), ${input.instanceId},
        ${input.gatewayMessageId}, 'out', 'human', ${input.content},
        ${input.media?.type ?? null}, ${input.media?.mimetype ?? null}, ${input.media?.filename ?? null},
        ${input.media?.size ?? null}, ${input.quotedGatewayMessageId}, ${input.status}, ${at}
      )
      -- The unique index is partial; the conflict target repeats its predicate to match it.
      on conflict (instance_id, gateway_message_id) where gateway_message_id is not null do nothing
      returning id
    ),
    lead as (
      insert into ${leads} (organization_id, instance_id, conversation_id, assigned_user_id, assigned_at, status)
      values (${tenantId}, ${input.instanceId}, (select id from conversation), ${input.leadOwnerId}, ${at}, 'new')
      on conflict (conversation_id) do nothing
      returning id
    )
    select conversation.id as conversation_id, message.id as message_id,
      previous.is_ai_active as ai_was_active, lead.id as lead_id
    from conversation
    left join message on true
    left join previous on true
    left join lead on true
  `);
  const [row] = rowsOf<StoredRow>(result);
  if (!row) throw new Error('conversation upsert returned no row');
  return {
    conversationId: row.conversation_id,
    inserted: row.message_id !== null,
    aiWasActive: row.ai_was_active ?? true,
    createdLeadId: row.lead_id,
  };
}
