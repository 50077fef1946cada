import { sql } from 'drizzle-orm';
import type { RealtimeEvent } from '../../../contract/realtime';
import type { Tx } from '../../db/client';
import { intakeEvents, webhookEvents } from '../../db/schema';
import type { MessageEvent, NormalizedEvent } from '../../gateways/events';
import { rowsOf } from '../../lib/sql-rows';
import { EVENTS_CHANNEL } from '../../realtime/bus';
import type { MonitorRow, MonitorTrail } from '../monitor/trail';
import type { IntakeInstance } from './instance';

export interface EventContext {
  /** Dotted event name of the body (`messages.upsert`), or 'unknown'. */
  eventName: string;
  /** What the monitor keeps of the body (see engine/monitor/payload.ts). */
  payload: unknown;
  trail: MonitorTrail;
}

/** A normalised event of a body, with the monitor trail it starts with. */
export interface UnpackedEvent {
  event: NormalizedEvent;
  context: EventContext;
}

/** An event of a batch with the instance it came to. */
export interface BatchedEvent extends UnpackedEvent {
  instance: IntakeInstance;
}

/** The common event: a customer's chat message, stored and decided set-based (customer-messages.ts). */
export type CustomerMessage = BatchedEvent & { event: MessageEvent };

/**
 * What a batch shares between its events (DESIGN §7): the chat messages known to be stored (read
 * once for the whole batch, so a redelivery is recognised without a savepoint and a roll-back), and
 * the monitor records and live events, written at the end in one statement each.
 */
export interface BatchContext {
  /** `instanceId:gatewayMessageId` of messages stored before the batch or earlier in it. */
  known: Set<string>;
  monitor: MonitorRow[];
  live: Array<{ organizationId: string; event: RealtimeEvent }>;
  /**
   * A body retried alone after its batch failed (the isolation of a failing event): each event
   * runs under a savepoint, so a redelivery nobody foresaw is recorded as a duplicate and a failed
   * AI decision keeps the customer's message, instead of failing the body.
   */
  isolated: boolean;
  /** The event being applied: the one to record when the batch fails. */
  current?: BatchedEvent;
}

export const messageKey = (instanceId: string, gatewayMessageId: string): string =>
  `${instanceId}:${gatewayMessageId}`;

/**
 * Chat messages of the batch whose gateway id an instance already stored: one read for all. The ids
 * go in as an array so both columns bound the unique index's scan (as `in (select …)` the scan read
 * every message of the instance, a cost that grew with its history).
 */
export async function knownMessages(
  tx: Tx,
  events: ReadonlyArray<{ instanceId: string; unpacked: UnpackedEvent[] }>,
): Promise<Set<string>> {
  const instanceIds = new Set<string>();
  const gatewayIds = new Set<string>();
  for (const { instanceId, unpacked } of events) {
    for (const { event } of unpacked) {
      if (event.type !== 'message') continue;
      instanceIds.add(instanceId);
      gatewayIds.add(event.gatewayMessageId);
    }
  }
  if (gatewayIds.size === 0) return new Set();
  const result = (await tx.execute(sql`
    select instance_id, gateway_message_id from messages
    where instance_id = ANY(${`{${[...instanceIds].join(',')}}`}::uuid[])
      and gateway_message_id = ANY(array(select jsonb_array_elements_text(${JSON.stringify([...gatewayIds])}::jsonb)))`)) as {
    rows?: Array<{ instance_id: string; gateway_message_id: string }>;
  };
  return new Set((result.rows ?? []).map((row) => messageKey(row.instance_id, row.gateway_message_id)));
}

/**
 * The end of a batch, in ONE statement before its commit: the monitor records inserted in order,
 * the processed events deleted from the queue, and the live events sent (one notification each, in
 * order; they are delivered on commit). With `notify` off (the embedded database, whose listeners
 * are all in this process) nothing is notified, the monitor records' `webhook_recorded` included
 * (migration 0034), and the caller hands `batch.live` to the listeners once the batch committed.
 */
export async function finishBatch(
  tx: Tx,
  batch: BatchContext,
  processed: readonly number[],
  notify = true,
): Promise<void> {
  const records = JSON.stringify(
    batch.monitor.map((row, n) => ({
      n,
      organization_id: row.organizationId,
      instance_id: row.instanceId,
      event: row.event,
      gateway_message_id: row.gatewayMessageId ?? null,
      contact_number: row.contactNumber ?? null,
      payload: row.payload ?? null,
      final_outcome: row.finalOutcome ?? 'processing',
      ai_decision: row.aiDecision ?? null,
      steps: row.steps ?? [],
      started_at: row.startedAt instanceof Date ? row.startedAt.toISOString() : (row.startedAt ?? null),
      total_processing_ms: row.totalProcessingMs ?? null,
    })),
  );
  const monitor = sql`
    with monitor as (
      insert into ${webhookEvents} (organization_id, instance_id, event, gateway_message_id, contact_number,
        payload, final_outcome, ai_decision, steps, started_at, total_processing_ms)
      select organization_id, instance_id, event, gateway_message_id, contact_number,
        payload, final_outcome, ai_decision, steps, coalesce(started_at, now()), total_processing_ms
      from jsonb_to_recordset(${records}::jsonb) as x(n int, organization_id uuid, instance_id uuid, event text,
        gateway_message_id text, contact_number text, payload jsonb, final_outcome text, ai_decision jsonb,
        steps jsonb, started_at timestamptz, total_processing_ms int)
      order by n
      returning id, organization_id, instance_id
    ),
    removed as (
      delete from ${intakeEvents} where id = ANY(${`{${processed.join(',')}}`}::bigint[]) returning 1
    )`;
  if (!notify) {
    // The setting is made while the statement runs, before its row triggers fire at its end: the
    // monitor's trigger sends nothing, and the records come back for the caller to announce.
    const result = await tx.execute(sql`${monitor}
      select set_config('vendai.live_in_process', 'on', true) as local,
        (select coalesce(json_agg(json_build_array(m.organization_id, m.instance_id, m.id)), '[]') from monitor m)::text as records`);
    const [row] = rowsOf<{ records: string }>(result);
    const written = JSON.parse(row?.records ?? '[]') as Array<[string, string, string]>;
    for (const [organizationId, instanceId, webhookId] of written) {
      batch.live.push({ organizationId, event: { type: 'webhook_recorded', instanceId, webhookId } });
    }
    return;
  }
  // Drivers pass arrays differently: the payloads travel as one JSON array.
  const payloads = JSON.stringify(batch.live.map((entry) => JSON.stringify(entry)));
  await tx.execute(sql`${monitor}
    select pg_notify(${EVENTS_CHANNEL}, p.payload)
    from jsonb_array_elements_text(${payloads}::jsonb) with ordinality as p(payload, n) order by p.n`);
}
