import type { Tx } from '../../db/client';
import { recordIntakeOutcomes } from '../../observability/metrics';
import type { EngineDeps } from '../deps';
import type { FinalOutcome } from '../monitor/trail';
import { applyEvent } from './apply-event';
import {
  type BatchContext,
  type BatchedEvent,
  type CustomerMessage,
  finishBatch,
  knownMessages,
  type UnpackedEvent,
} from './batch';
import { applyCustomerMessages, isCustomerMessage } from './customer-messages';
import { type IntakeInstance, intakeInstance } from './instance';
import type { QueuedEvent } from './queue';
import { unpack } from './unpack';

/** What processing an appended body came to: one outcome per event it carried. */
export interface Processed {
  outcomes: FinalOutcome[];
}

/**
 * The intake's one path (steps 2–5, DESIGN §7): the claimed bodies' effects, monitor records, live
 * events and queue removal, in the caller's transaction; each body's result is put in `results` by
 * its queue id. The drainer runs it on a batch, and on a single body (`isolated`) when it retries a
 * failed batch one body at a time; `batch.current` then names the event that failed.
 */
export async function processBatch(
  deps: EngineDeps,
  tx: Tx,
  claimed: QueuedEvent[],
  results: Map<number, Processed>,
  batch: BatchContext = newBatch(false),
): Promise<void> {
  const bodies = claimed.map((queued) => ({
    queued,
    instanceId: queued.instanceId,
    unpacked: unpack(queued),
  }));
  batch.known = await knownMessages(tx, bodies);
  const items: Array<BatchedEvent & { queuedId: number }> = [];
  for (const { queued, unpacked } of bodies) {
    results.set(queued.id, { outcomes: [] });
    const instance = await intakeInstance(deps.db, queued.instanceId, tx);
    if (!instance) {
      deps.log.warn({ instanceId: queued.instanceId }, 'webhook event of a deleted instance dropped');
      continue;
    }
    for (const { event, context } of unpacked) items.push({ instance, event, context, queuedId: queued.id });
  }
  const outcomes = await applyEvents(deps, tx, items, batch);
  items.forEach((item, index) => {
    results.get(item.queuedId)?.outcomes.push(outcomes[index] ?? 'processing_error');
  });
  await finishBatch(
    tx,
    batch,
    claimed.map((queued) => queued.id),
    !deps.events.inProcess,
  );
  // Counted once the batch's rows are written: a batch that fails earlier is retried one body at a
  // time and counted then.
  recordIntakeOutcomes(outcomes);
}

/**
 * After the commit of a batch processed here: on the embedded database its live events go to the
 * listeners now (all of them are in this process, so the batch sent no notifications: two fewer
 * writes to the notification queue and two reads back per customer message); on PostgreSQL the
 * commit delivered them to every process.
 */
export function deliverLive(deps: EngineDeps, batch: BatchContext): void {
  if (deps.events.inProcess) deps.events.deliverCommitted(batch.live);
}

/** A fresh batch: nothing known yet, nothing to write. */
export const newBatch = (isolated: boolean): BatchContext => ({
  known: new Set(),
  monitor: [],
  live: [],
  isolated,
});

/**
 * The events in arrival order, in the caller's transaction: runs of consecutive customer messages
 * go set-based (customer-messages.ts), every other event through apply-event.ts. Answers one
 * outcome per event, in order.
 */
async function applyEvents(
  deps: EngineDeps,
  tx: Tx,
  items: readonly BatchedEvent[],
  batch: BatchContext,
): Promise<FinalOutcome[]> {
  const outcomes: FinalOutcome[] = [];
  let run: CustomerMessage[] = [];
  const flushRun = async () => {
    if (run.length === 0) return;
    batch.current = run[0];
    outcomes.push(...(await applyCustomerMessages(deps, tx, run, batch)));
    run = [];
  };
  for (const item of items) {
    if (isCustomerMessage(item)) {
      run.push(item);
      continue;
    }
    await flushRun();
    batch.current = item;
    outcomes.push(await applyEvent(deps, tx, item, batch));
  }
  await flushRun();
  return outcomes;
}

/**
 * Events that are not queued, as a batch of their own in the caller's transaction `tx` (the
 * monitor's test event, which rolls it back): the same path and records as a webhook's.
 */
export async function processEvents(
  deps: EngineDeps,
  tx: Tx,
  instance: IntakeInstance,
  events: readonly UnpackedEvent[],
): Promise<FinalOutcome[]> {
  const batch = newBatch(true);
  batch.known = await knownMessages(tx, [{ instanceId: instance.id, unpacked: [...events] }]);
  const outcomes = await applyEvents(
    deps,
    tx,
    events.map((item) => ({ ...item, instance })),
    batch,
  );
  // Rolled back by its caller: with or without notifications, nothing reaches the listeners.
  await finishBatch(tx, batch, [], !deps.events.inProcess);
  return outcomes;
}
