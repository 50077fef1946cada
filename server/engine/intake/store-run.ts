/**
 * The store of a run of customer messages (DESIGN §7): conversations, messages and leads of the
 * whole run in one statement, several messages of one contact folded as one upsert after another
 * would leave them.
 */
import { sql } from 'drizzle-orm';
import type { LeadSource } from '../../../contract/lead-source';
import type { Tx } from '../../db/client';
import { jsonOf, rowsOf } from '../../lib/sql-rows';
import type { CustomerMessage } from './batch';
import { storable } from './handle-message';
import { leadSourceOf } from './lead-source';

export interface Fresh {
  item: CustomerMessage;
  /** Index of the event in the run the caller gave (its outcome's place). */
  index: number;
  messageId: string;
  contactNumber: string;
  conversationKey: string;
  bytes: Buffer | null;
  text: string | null;
}

/** A conversation of the run, as the messages of the run leave it. */
interface ConversationRow {
  organization_id: string;
  instance_id: string;
  contact_number: string;
  contact_jid: string;
  contact_name: string;
  last_message: string;
  last_message_type: string;
  last_message_at: string;
  unread: number;
  owner: string;
  lead_at: string;
  /** The lead's source, from the run's earliest message: only used when the lead is new. */
  source: LeadSource;
}

/** Each conversation's row: several messages of one contact fold into one upsert, as one after another would leave it. */
function conversationRows(fresh: readonly Fresh[]): ConversationRow[] {
  const rows = new Map<string, ConversationRow & { newest: number; oldest: number }>();
  for (const { item, contactNumber, conversationKey: key } of fresh) {
    const { event, instance } = item;
    const at = event.timestamp.getTime();
    const name = storable(event.contactName) ?? '';
    const row = rows.get(key);
    if (!row) {
      rows.set(key, {
        organization_id: instance.organizationId,
        instance_id: instance.id,
        contact_number: contactNumber,
        contact_jid: storable(event.contactJid),
        contact_name: name,
        last_message: storable(event.preview),
        last_message_type: event.kind,
        last_message_at: event.timestamp.toISOString(),
        unread: 1,
        owner: instance.ownerUserId,
        lead_at: event.timestamp.toISOString(),
        source: leadSourceOf(event, instance.siteUrl),
        newest: at,
        oldest: at,
      });
      continue;
    }
    row.unread++;
    if (at < row.oldest) {
      row.oldest = at;
      row.source = leadSourceOf(event, instance.siteUrl);
    }
    // The first name WhatsApp gave fills a blank one; a later one never replaces it.
    if (row.contact_name === '' || row.contact_name === contactNumber)
      row.contact_name = name || row.contact_name;
    // The newest by WhatsApp's time gives the preview; a tie goes to the later arrival.
    if (at >= row.newest) {
      row.newest = at;
      row.last_message = storable(event.preview);
      row.last_message_type = event.kind;
      row.last_message_at = event.timestamp.toISOString();
    }
  }
  return [...rows.values()].map(({ newest: _newest, oldest: _oldest, ...row }) => row);
}

export interface StoredRun {
  conversations: Array<{
    id: string;
    instance_id: string;
    contact_number: string;
    ai: boolean;
    /** The run inserted this conversation (it did not exist before the statement). */
    created: boolean;
  }>;
  messages: number;
  leads: Array<{ id: string; conversation_id: string }>;
}

/**
 * Conversations, messages and leads of the whole run in ONE statement: the conversations upserted
 * with their counters moved by all their messages at once, the messages inserted in arrival order
 * (so `seq` follows it) with ON CONFLICT DO NOTHING, a lead for each conversation that has none.
 * The input travels as two JSON parameters, so the statement's text is the same for any batch.
 */
export async function storeRun(tx: Tx, fresh: readonly Fresh[]): Promise<StoredRun> {
  const conversationsIn = JSON.stringify(conversationRows(fresh));
  const messagesIn = JSON.stringify(
    fresh.map(({ item, messageId, contactNumber, bytes }, n) => {
      const { event, instance } = item;
      return {
        n,
        id: messageId,
        organization_id: instance.organizationId,
        instance_id: instance.id,
        contact_number: contactNumber,
        gateway_message_id: event.gatewayMessageId,
        // Non-text messages carry the normaliser's placeholder ('[Mensagem de voz]'…) when they have no caption.
        content: storable(event.content || event.preview),
        media_type: event.media?.type ?? null,
        media_mimetype: event.media ? storable(event.media.mimetype) : null,
        media_filename: event.media ? storable(event.media.filename) : null,
        media_size: event.media ? (bytes?.length ?? event.media.size) : null,
        media_gateway_id: event.media?.gatewayMediaId ?? null,
        quoted: storable(event.quotedGatewayMessageId),
        // The ad the customer came from: the Cloud API's service window is 72 h after it.
        referral: event.referral,
        status: event.status,
        ts: event.timestamp.toISOString(),
      };
    }),
  );
  const result = await tx.execute(sql`
    with input_conversations as (
      select * from jsonb_to_recordset(${conversationsIn}::jsonb) as x(
        organization_id uuid, instance_id uuid, contact_number text, contact_jid text, contact_name text,
        last_message text, last_message_type text, last_message_at timestamptz, unread int, owner uuid,
        lead_at timestamptz, source jsonb)
    ),
    input_messages as (
      select * from jsonb_to_recordset(${messagesIn}::jsonb) as x(
        n int, id uuid, organization_id uuid, instance_id uuid, contact_number text, gateway_message_id text,
        content text, media_type text, media_mimetype text, media_filename text, media_size bigint,
        media_gateway_id text, quoted text, referral jsonb, status text, ts timestamptz)
    ),
    conversation as (
      insert into conversations as c (
        organization_id, instance_id, contact_number, contact_jid, contact_name,
        last_message, last_message_type, last_message_at, last_customer_message_at, last_outbound_at,
        unread_count, is_ai_active, ai_paused_reason
      )
      select organization_id, instance_id, contact_number, contact_jid, contact_name,
        last_message, last_message_type, last_message_at, last_message_at, null,
        unread, true, null
      from input_conversations
      order by instance_id, contact_number
      on conflict (instance_id, contact_number) do update set
        contact_name = case
          when c.contact_name in ('', c.contact_number) and excluded.contact_name <> ''
          then excluded.contact_name else c.contact_name end,
        contact_jid = coalesce(c.contact_jid, excluded.contact_jid),
        last_message = case when c.last_message_at is null or excluded.last_message_at >= c.last_message_at
          then excluded.last_message else c.last_message end,
        last_message_type = case when c.last_message_at is null or excluded.last_message_at >= c.last_message_at
          then excluded.last_message_type else c.last_message_type end,
        last_message_at = greatest(c.last_message_at, excluded.last_message_at),
        last_customer_message_at = greatest(c.last_customer_message_at, excluded.last_customer_message_at),
        unread_count = c.unread_count + excluded.unread_count,
        updated_at = now()
      -- A row the upsert inserted has no deleting transaction yet: xmax is 0 only for those.
      returning c.id, c.organization_id, c.instance_id, c.contact_number, c.is_ai_active, (c.xmax = 0) as created
    ),
    message as (
      insert into messages (
        id, organization_id, conversation_id, instance_id, gateway_message_id, direction, origin, content,
        media_type, media_mimetype, media_filename, media_size, media_gateway_id, quoted_gateway_message_id,
        referral, status, timestamp
      )
      select m.id, m.organization_id, c.id, m.instance_id, m.gateway_message_id, 'in', 'contact', m.content,
        m.media_type, m.media_mimetype, m.media_filename, m.media_size, m.media_gateway_id, m.quoted, m.referral, m.status, m.ts
      from input_messages m
      join conversation c on c.instance_id = m.instance_id and c.contact_number = m.contact_number
      order by m.n
      -- The unique index is partial; the conflict target repeats its predicate to match it.
      on conflict (instance_id, gateway_message_id) where gateway_message_id is not null do nothing
      returning id
    ),
    lead as (
      -- A lead that exists keeps its source: only the first message of a contact sets it.
      insert into leads (organization_id, instance_id, conversation_id, assigned_user_id, assigned_at, status, source)
      select c.organization_id, c.instance_id, c.id, i.owner, i.lead_at, 'new', i.source
      from conversation c
      join input_conversations i on i.instance_id = c.instance_id and i.contact_number = c.contact_number
      on conflict (conversation_id) do nothing
      returning id, conversation_id
    )
    select
      (select coalesce(json_agg(json_build_object('id', id, 'instance_id', instance_id,
        'contact_number', contact_number, 'ai', is_ai_active, 'created', created)), '[]'::json)
        from conversation) as conversations,
      (select count(*)::int from message) as messages,
      (select coalesce(json_agg(json_build_object('id', id, 'conversation_id', conversation_id)), '[]'::json)
        from lead) as leads`);
  const [row] = rowsOf<{ conversations: unknown; messages: number; leads: unknown }>(result);
  if (!row) throw new Error('intake store returned no row');
  return {
    conversations: jsonOf(row.conversations),
    messages: Number(row.messages),
    leads: jsonOf(row.leads),
  };
}
