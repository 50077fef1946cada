import type { Tx } from '../../db/client';
import type { EngineDeps } from '../deps';
import { type BatchContext, finishBatch, knownMessages } from './batch';
import { applyCustomerMessages, type BatchedEvent, type CustomerMessage, isFastEvent } from './fast-path';
import { intakeInstance } from './instance';
import type { FinalOutcome } from './monitor';
import { applyEvent } from './process-event';
import type { QueuedEvent } from './queue';
import { type UnpackedEvent, unpack } from './unpack';

/** What processing an appended body came to: one outcome per event it carried. */
export interface Processed {
  outcomes: FinalOutcome[];
}

/**
 * The claimed events' effects, monitor records, live events and queue removal, in the batch's
 * transaction (DESIGN §7); each body's result is put in `results` by its queue id.
 */
export async function processBatch(
  deps: EngineDeps,
  tx: Tx,
  claimed: QueuedEvent[],
  results: Map<number, Processed>,
): Promise<void> {
  const unpacked = claimed.map((queued) => ({
    queued,
    instanceId: queued.instanceId,
    unpacked: unpack(queued),
  }));
  const batch: BatchContext = { known: await knownMessages(tx, unpacked), monitor: [], live: [] };
  for (const [id, result] of await applyBatch(deps, tx, unpacked, batch)) results.set(id, result);
  await finishBatch(
    tx,
    batch,
    claimed.map((queued) => queued.id),
  );
}

/**
 * The batch's events in arrival order: runs of consecutive customer messages go set-based
 * (fast-path.ts), every other event one at a time (process-event.ts), all in the batch's transaction.
 */
async function applyBatch(
  deps: EngineDeps,
  tx: Tx,
  claimed: ReadonlyArray<{ queued: QueuedEvent; unpacked: UnpackedEvent[] }>,
  batch: BatchContext,
): Promise<Map<number, Processed>> {
  const results = new Map<number, Processed>();
  const items: Array<BatchedEvent & { queuedId: number }> = [];
  for (const { queued, unpacked } of claimed) {
    results.set(queued.id, { outcomes: [] });
    const instance = await intakeInstance(deps.db, queued.instanceId, tx);
    if (!instance) {
      deps.log.warn({ instanceId: queued.instanceId }, 'webhook event of a deleted instance dropped');
      continue;
    }
    for (const { event, context } of unpacked) items.push({ instance, event, context, queuedId: queued.id });
  }
  const outcomeOf = (item: { queuedId: number }, outcome: FinalOutcome): void => {
    results.get(item.queuedId)?.outcomes.push(outcome);
  };
  let run: Array<CustomerMessage & { queuedId: number }> = [];
  const flushRun = async () => {
    if (run.length === 0) return;
    const outcomes = await applyCustomerMessages(deps, tx, run, batch);
    for (const [index, item] of run.entries()) outcomeOf(item, outcomes[index] ?? 'processing_error');
    run = [];
  };
  for (const item of items) {
    if (isFastEvent(item)) {
      run.push(item);
      continue;
    }
    await flushRun();
    outcomeOf(item, await applyEvent(deps, tx, item.instance, item.event, item.context, batch));
  }
  await flushRun();
  return results;
}
