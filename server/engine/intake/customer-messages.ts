import { randomUUID } from 'node:crypto';
import type { RealtimeEvent } from '../../../contract/realtime';
import type { Tx } from '../../db/client';
import { type AiDecision, messageMedia } from '../../db/schema';
import { enqueueJobs } from '../../jobs/queue';
import {
  afterCustomerMessages,
  type DecisionOutcome,
  decideIsolated,
  type StoredCustomerMessage,
} from '../decide';
import type { EngineDeps } from '../deps';
import { recordNormalised } from '../monitor/normalised-step';
import { type FinalOutcome, monitorRow } from '../monitor/trail';
import { adoptTypedConversations } from './adopt-typed';
import { type BatchContext, type BatchedEvent, type CustomerMessage, messageKey } from './batch';
import { conversationKey, storable } from './handle-message';
import { DuplicateDelivery } from './handled';
import { FETCH_MEDIA_JOB, mediaBytes } from './store-media';
import { type Fresh, storeRun } from './store-run';

/**
 * The common event, stored and decided set-based: a customer's chat message (text or media) that
 * has a conversation key. Every other event (our echoes, messages typed on the business phone,
 * statuses, connection and QR events) is applied by apply-event.ts.
 */
export function isCustomerMessage(item: BatchedEvent): item is CustomerMessage {
  const { event } = item;
  return (
    event.type === 'message' &&
    event.event === 'messages.upsert' &&
    event.sentBy === 'contact' &&
    conversationKey(event) !== null
  );
}

/** Fetch jobs of media that came without bytes: one insert; answers the job id per message. */
async function queueMediaFetches(
  tx: Tx,
  fetches: ReadonlyArray<{ organizationId: string; messageId: string }>,
  now: Date,
): Promise<Map<string, string>> {
  const ids = await enqueueJobs(
    tx,
    fetches.map(({ organizationId, messageId }) => ({
      organizationId,
      kind: FETCH_MEDIA_JOB,
      dedupeKey: `${FETCH_MEDIA_JOB}:${messageId}`,
      payload: { messageId },
      runAt: now,
    })),
  );
  return new Map([...ids].map(([key, id]) => [key.slice(FETCH_MEDIA_JOB.length + 1), id]));
}

type Decide = typeof afterCustomerMessages;

/**
 * Steps 2–5 for a run of consecutive customer messages of a batch (DESIGN §7), with a fixed number
 * of statements whatever the run's length: one store of conversations, messages and leads, one
 * insert of media bytes and one of fetch jobs when the run has media, and the decision's set-based
 * statements. A message the batch knows is stored (or that came twice in the run) is a duplicate,
 * recorded without a write. The monitor records and live events join the batch's single writes.
 *
 * A message that turns out stored although the batch did not know it (another process stored it
 * meanwhile) makes this throw: the drainer then retries the batch one body at a time. There
 * (`batch.isolated`) each message is a run of one under a savepoint: such a redelivery rolls back
 * to it and is recorded as 'duplicate', and a failed decision keeps the message stored.
 */
export async function applyCustomerMessages(
  deps: EngineDeps,
  tx: Tx,
  run: readonly CustomerMessage[],
  batch: BatchContext,
): Promise<FinalOutcome[]> {
  if (!batch.isolated) return storeAndDecide(deps, tx, run, batch, afterCustomerMessages);
  const outcomes: FinalOutcome[] = [];
  for (const item of run) {
    batch.current = item;
    try {
      const [outcome] = await tx.transaction((savepoint) =>
        storeAndDecide(deps, savepoint, [item], batch, decideIsolated),
      );
      outcomes.push(outcome ?? 'processing_error');
    } catch (error) {
      if (!(error instanceof DuplicateDelivery)) throw error;
      item.context.trail.add('deduplicated', 'info', { details: { duplicate: true } });
      batch.monitor.push(customerMonitorRow(item, 'duplicate', null));
      outcomes.push('duplicate');
    }
  }
  return outcomes;
}

function customerMonitorRow(item: CustomerMessage, outcome: FinalOutcome, aiDecision: AiDecision | null) {
  return monitorRow(item.instance.organizationId, {
    instanceId: item.instance.id,
    event: item.context.eventName,
    gatewayMessageId: item.event.gatewayMessageId,
    contactNumber: conversationKey(item.event),
    payload: item.context.payload,
    finalOutcome: outcome,
    aiDecision,
    trail: item.context.trail,
    debug: item.instance.debugMode,
  });
}

async function storeAndDecide(
  deps: EngineDeps,
  tx: Tx,
  run: readonly CustomerMessage[],
  batch: BatchContext,
  decide: Decide,
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

  const decisions = new Map<number, Pick<DecisionOutcome, 'outcome' | 'live'>>();
  if (fresh.length > 0) {
    const now = deps.clock.now();
    const stored = await adoptTypedConversations(tx, fresh, await storeRun(tx, fresh));
    if (stored.messages !== fresh.length) {
      const [only] = fresh;
      if (fresh.length === 1 && only) throw new DuplicateDelivery(only.item.event.gatewayMessageId);
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
    const decided = await decide(deps, tx, customerMessages);
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
    batch.monitor.push(customerMonitorRow(item, outcome, aiDecisions.get(index) ?? null));
  }
  return outcomes;
}
