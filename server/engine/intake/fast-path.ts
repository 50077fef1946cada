import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { RealtimeEvent } from '../../../contract/realtime';
import type { Tx } from '../../db/client';
import { type AiDecision, jobs, messageMedia } from '../../db/schema';
import type { MessageEvent, NormalizedEvent } from '../../gateways/events';
import type { StoredCustomerMessage } from '../decide/after-customer-message';
import { afterCustomerMessages } from '../decide/after-customer-messages';
import type { EngineDeps } from '../deps';
import { type BatchContext, messageKey } from './batch';
import { conversationKey, storable } from './handle-message';
import type { IntakeInstance } from './instance';
import { type FinalOutcome, monitorRow } from './monitor';
import { recordNormalised } from './normalised-step';
import type { EventContext } from './process-event';
import { FETCH_MEDIA_JOB, mediaBytes } from './store-media';

/** An event of the drainer's batch with the instance it came to. */
export interface BatchedEvent {
  instance: IntakeInstance;
  event: NormalizedEvent;
  context: EventContext;
}

export type CustomerMessage = BatchedEvent & { event: MessageEvent };

/**
 * The common event, handled set-based: a customer's chat message (text or media) that has a
 * conversation key. Everything else (our echoes, messages typed on the business phone, statuses,
 * connection and QR events) takes the one-at-a-time path.
 */
export function isFastEvent(item: BatchedEvent): item is CustomerMessage {
  const { event } = item;
  return (
    event.type === 'message' &&
    event.event === 'messages.upsert' &&
    event.sentBy === 'contact' &&
    conversationKey(event) !== null
  );
}

/** Rows of `execute`: both drivers (node-postgres and PGlite) answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  const rows =
    typeof result === 'object' && result !== null ? (result as { rows?: unknown }).rows : undefined;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

/** json columns: node-postgres parses them, other paths may hand over the text. */
function jsonOf<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

interface Fresh {
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
}

/** Each conversation's row: several messages of one contact fold into one upsert, as one after another would leave it. */
function conversationRows(fresh: readonly Fresh[]): ConversationRow[] {
  const rows = new Map<string, ConversationRow & { newest: number }>();
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
        newest: at,
      });
      continue;
    }
    row.unread++;
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
  return [...rows.values()].map(({ newest: _newest, ...row }) => row);
}

interface StoredRun {
  conversations: Array<{ id: string; instance_id: string; contact_number: string; ai: boolean }>;
  messages: number;
  leads: Array<{ id: string; conversation_id: string }>;
}

/**
 * Conversations, messages and leads of the whole run in ONE statement: the conversations upserted
 * with their counters moved by all their messages at once, the messages inserted in arrival order
 * (so `seq` follows it) with ON CONFLICT DO NOTHING, a lead for each conversation that has none.
 * The input travels as two JSON parameters, so the statement's text is the same for any batch.
 */
async function storeRun(tx: Tx, fresh: readonly Fresh[]): Promise<StoredRun> {
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
        quoted: storable(event.quotedGatewayMessageId),
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
        lead_at timestamptz)
    ),
    input_messages as (
      select * from jsonb_to_recordset(${messagesIn}::jsonb) as x(
        n int, id uuid, organization_id uuid, instance_id uuid, contact_number text, gateway_message_id text,
        content text, media_type text, media_mimetype text, media_filename text, media_size bigint,
        quoted text, status text, ts timestamptz)
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
      returning c.id, c.organization_id, c.instance_id, c.contact_number, c.is_ai_active
    ),
    message as (
      insert into messages (
        id, organization_id, conversation_id, instance_id, gateway_message_id, direction, origin, content,
        media_type, media_mimetype, media_filename, media_size, quoted_gateway_message_id, status, timestamp
      )
      select m.id, m.organization_id, c.id, m.instance_id, m.gateway_message_id, 'in', 'contact', m.content,
        m.media_type, m.media_mimetype, m.media_filename, m.media_size, m.quoted, m.status, m.ts
      from input_messages m
      join conversation c on c.instance_id = m.instance_id and c.contact_number = m.contact_number
      order by m.n
      -- The unique index is partial; the conflict target repeats its predicate to match it.
      on conflict (instance_id, gateway_message_id) where gateway_message_id is not null do nothing
      returning id
    ),
    lead as (
      insert into leads (organization_id, instance_id, conversation_id, assigned_user_id, assigned_at, status)
      select c.organization_id, c.instance_id, c.id, i.owner, i.lead_at, 'new'
      from conversation c
      join input_conversations i on i.instance_id = c.instance_id and i.contact_number = c.contact_number
      on conflict (conversation_id) do nothing
      returning id, conversation_id
    )
    select
      (select coalesce(json_agg(json_build_object('id', id, 'instance_id', instance_id,
        'contact_number', contact_number, 'ai', is_ai_active)), '[]'::json) from conversation) as conversations,
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

/** Fetch jobs of media that came without bytes: one insert; answers the job id per message. */
async function queueMediaFetches(
  tx: Tx,
  fetches: ReadonlyArray<{ organizationId: string; messageId: string }>,
  now: Date,
): Promise<Map<string, string>> {
  if (fetches.length === 0) return new Map();
  const rows = await tx
    .insert(jobs)
    .values(
      fetches.map(({ organizationId, messageId }) => ({
        organizationId,
        kind: FETCH_MEDIA_JOB,
        dedupeKey: `${FETCH_MEDIA_JOB}:${messageId}`,
        payload: { messageId },
        runAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: jobs.dedupeKey,
      targetWhere: sql`status = 'pending' and dedupe_key is not null`,
      set: { payload: sql`excluded.payload`, runAt: sql`excluded.run_at` },
    })
    .returning({ id: jobs.id, key: jobs.dedupeKey });
  return new Map(rows.map((row) => [String(row.key).slice(FETCH_MEDIA_JOB.length + 1), row.id]));
}

/**
 * Steps 2–5 for a run of consecutive customer messages of the drainer's batch (DESIGN §7), with a
 * fixed number of statements whatever the run's length: one store of conversations, messages and
 * leads, one insert of media bytes and one of fetch jobs when the run has media, and the decision's
 * set-based statements. A message the batch knows is stored (or that came twice in the run) is a
 * duplicate, recorded without a write. The monitor records and live events join the batch's single
 * writes, each with the steps the one-at-a-time path would have recorded.
 *
 * A message that turns out stored although the batch did not know it (another process stored it
 * meanwhile) makes this throw: the drainer then redoes the batch one event at a time.
 */
export async function applyCustomerMessages(
  deps: EngineDeps,
  tx: Tx,
  run: readonly CustomerMessage[],
  batch: BatchContext,
): Promise<FinalOutcome[]> {
  const outcomes: FinalOutcome[] = new Array(run.length).fill('duplicate');
  const aiDecisions = new Map<number, AiDecision | null>();
  const fresh: Fresh[] = [];
  for (const [index, item] of run.entries()) {
    recordNormalised(item.event, item.context.trail);
    const key = messageKey(item.instance.id, item.event.gatewayMessageId);
    if (batch.known.has(key)) continue;
    batch.known.add(key);
    const contactNumber = conversationKey(item.event) as string;
    fresh.push({
      item,
      index,
      messageId: randomUUID(),
      contactNumber,
      conversationKey: `${item.instance.id}:${contactNumber}`,
      bytes: mediaBytes(item.event.media?.base64 ?? null),
      text: item.event.contentIsPlaceholder ? null : storable(item.event.content),
    });
  }

  const decisions = new Map<number, { outcome: FinalOutcome; live: RealtimeEvent[] }>();
  if (fresh.length > 0) {
    const now = deps.clock.now();
    const stored = await storeRun(tx, fresh);
    if (stored.messages !== fresh.length) {
      throw new Error(`${fresh.length - stored.messages} message(s) of the batch were already stored`);
    }
    const conversationOf = new Map(
      stored.conversations.map((row) => [`${row.instance_id}:${row.contact_number}`, row]),
    );
    const leadOf = new Map(stored.leads.map((row) => [row.conversation_id, row.id]));
    const withBytes = fresh.filter((entry) => entry.bytes);
    if (withBytes.length > 0) {
      await tx
        .insert(messageMedia)
        .values(withBytes.map((entry) => ({ messageId: entry.messageId, data: entry.bytes as Buffer })))
        .onConflictDoNothing();
    }
    const fetchJobs = await queueMediaFetches(
      tx,
      fresh
        .filter((entry) => !entry.bytes && entry.item.event.media)
        .map((entry) => ({ organizationId: entry.item.instance.organizationId, messageId: entry.messageId })),
      now,
    );

    const opened = new Set<string>();
    const customerMessages = fresh.map((entry) => {
      const { item, messageId, contactNumber } = entry;
      const conversation = conversationOf.get(entry.conversationKey);
      if (!conversation) throw new Error(`conversation of ${entry.conversationKey} not stored`);
      // The lead was created with the conversation's first message of the run.
      const leadId = !opened.has(conversation.id) ? (leadOf.get(conversation.id) ?? null) : null;
      opened.add(conversation.id);
      const { trail } = item.context;
      trail.add('deduplicated', 'success', { details: { duplicate: false } });
      const media = entry.bytes
        ? { bytes: entry.bytes.length }
        : item.event.media
          ? { fetchJobId: fetchJobs.get(messageId) }
          : undefined;
      trail.add('stored', 'success', {
        details: {
          conversationId: conversation.id,
          messageId,
          origin: 'contact',
          leadId: leadId ?? undefined,
          media,
        },
      });
      const message: StoredCustomerMessage = {
        organizationId: item.instance.organizationId,
        instanceId: item.instance.id,
        conversationId: conversation.id,
        messageId,
        contactNumber,
        text: entry.text,
        isNewConversation: leadId !== null,
        conversationAiActive: conversation.ai,
      };
      return { message, trail };
    });
    const decided = await afterCustomerMessages(deps, tx, customerMessages);
    fresh.forEach((entry, n) => {
      const message = customerMessages[n]?.message as StoredCustomerMessage;
      const decision = decided[n];
      const live: RealtimeEvent[] = [
        {
          type: 'new_message',
          instanceId: message.instanceId,
          conversationId: message.conversationId,
          messageId: message.messageId,
          origin: 'contact',
        },
        ...(decision?.live ?? []),
      ];
      entry.item.context.trail.add('broadcast', 'success', { details: { events: live.map((e) => e.type) } });
      aiDecisions.set(entry.index, decision?.aiDecision ?? null);
      decisions.set(entry.index, { outcome: decision?.outcome ?? 'no_ai_response', live });
    });
  }

  for (const [index, item] of run.entries()) {
    const tenantId = item.instance.organizationId;
    const decided = decisions.get(index);
    if (!decided) item.context.trail.add('deduplicated', 'info', { details: { duplicate: true } });
    const outcome = decided?.outcome ?? 'duplicate';
    outcomes[index] = outcome;
    for (const event of decided?.live ?? []) batch.live.push({ organizationId: tenantId, event });
    batch.monitor.push(
      monitorRow(tenantId, {
        instanceId: item.instance.id,
        event: item.context.eventName,
        gatewayMessageId: item.event.gatewayMessageId,
        contactNumber: conversationKey(item.event),
        payload: item.context.payload,
        finalOutcome: outcome,
        aiDecision: aiDecisions.get(index) ?? null,
        trail: item.context.trail,
      }),
    );
  }
  return outcomes;
}
