import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { BATCH } from './drain-timing';
import type { LaneClaims } from './lanes';
import { claimBatch, claimLanes, type HeldBody, type QueuedEvent } from './queue';

/**
 * The drain's account (logged at stop; the bench reads it): time spent draining; of it, time
 * unable to drain an owned lane because another process held it (the retry pauses, and the batches
 * that drained nothing meanwhile); the batches that found one of their lanes held elsewhere; and
 * the time of the statements that lock the lanes and claim a batch (PostgreSQL), which every batch
 * pays and which is no wait.
 */
export interface DrainAccount {
  drainMs: number;
  laneWaitMs: number;
  blockedBatches: number;
  claimMs: number;
  events: number;
}

export const newDrainAccount = (): DrainAccount => ({
  drainMs: 0,
  laneWaitMs: 0,
  blockedBatches: 0,
  claimMs: 0,
  events: 0,
});

/**
 * Inside a batch's transaction: its events, in arrival order (`blocked`: one of the held lanes was
 * being drained by another process, so the round is tried again shortly). On PostgreSQL several
 * server processes drain side by side, each its own lanes, one batch per lane at a time (arrival
 * order in each lane): the held lanes are locked in the claim's own statement, one round trip.
 */
export async function claimRound(
  database: Database,
  lanes: LaneClaims,
  tx: Tx,
  appended: Map<number, HeldBody>,
  account: DrainAccount,
): Promise<{ claimed: QueuedEvent[]; blocked: boolean }> {
  if (database.pglite) {
    // One process holds the embedded database: nothing to lock. Its statements are named and kept
    // (server/db/pglite-statements.ts); the batch's have a fixed text whose data travels as JSON
    // parameters, so their generic plans serve every batch and planning each one is pure cost
    // (measured: the batch's decision read 2.3 → 0.7 ms).
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    return { claimed: await claimBatch(tx, BATCH, appended), blocked: false };
  }
  const held = lanes.held();
  if (held.length === 0) return { claimed: [], blocked: false };
  const started = performance.now();
  const { locked, claimed } = await claimLanes(tx, BATCH, appended, held);
  account.claimMs += performance.now() - started;
  const blocked = locked.length < held.length;
  if (blocked) account.blockedBatches += 1;
  return { claimed, blocked };
}
