import type { EngineDeps } from '../deps';
import { describeError } from '../monitor/trail';
import { recordFailure } from './apply-event';
import type { LaneClaims } from './lanes';
import { deliverLive, newBatch, type Processed, processBatch } from './process-batch';
import { postpone, type QueuedEvent, removeEvents } from './queue';

/** A failing event is tried again after 1 s, 5 s, 25 s, 2 min, then given up (recorded each time). */
const MAX_ATTEMPTS = 5;
const backoffMs = (attempts: number): number => 1_000 * 5 ** attempts;

/** What the drainer lends the retry of one body: its lanes and its answers to the webhooks. */
export interface AloneContext {
  deps: EngineDeps;
  lanes: LaneClaims;
  /** Whether someone waits for this body's processing (the 'processed' acknowledgement). */
  waited(id: number): boolean;
  settle(id: number, result: Processed | Error): void;
}

/**
 * One body of a failed batch in its own transaction, through the same path as a batch (a batch of
 * one, each event under a savepoint): a failure is recorded on the event that failed and the body
 * retried later (or given up). Answers false when its lane went to another process meanwhile: the
 * body is then left for that one.
 */
export async function drainAlone(context: AloneContext, queued: QueuedEvent): Promise<boolean> {
  const { deps, lanes } = context;
  const batch = newBatch(true);
  const results = new Map<number, Processed>();
  let mine = true;
  try {
    await deps.db.transaction(async (tx) => {
      mine = await lanes.lockOne(tx, queued.lane);
      if (mine) await processBatch(deps, tx, [queued], results, batch);
    });
  } catch (error) {
    if (batch.current) await recordFailure(deps, batch.current, error);
    await giveUpOrPostpone(context, queued, error);
    return true;
  }
  deliverLive(deps, batch);
  for (const [id, result] of results) context.settle(id, result);
  return mine;
}

async function giveUpOrPostpone(context: AloneContext, queued: QueuedEvent, error: unknown): Promise<void> {
  const { deps } = context;
  // The database's own words, not the query and its parameters (a customer's media bytes among them).
  const reason = describeError(error);
  // Someone waits for the answer (the 'processed' acknowledgement): the gateway retries instead.
  const waited = context.waited(queued.id);
  if (waited || queued.attempts + 1 >= MAX_ATTEMPTS) {
    await deps.db.transaction((tx) => removeEvents(tx, [queued.id]));
    if (!waited) deps.log.error({ id: queued.id, reason }, 'webhook event given up after retries');
    context.settle(queued.id, error instanceof Error ? error : new Error(reason));
    return;
  }
  await postpone(deps.db, queued.id, backoffMs(queued.attempts), reason);
}
