/** The drainer's pacing: how it trades a commit per event against a few milliseconds of delay. */

/**
 * With nobody waiting for the processing ('stored' acknowledgement), a kick waits this long so the
 * calls of the next few milliseconds share the batch (and its commit) instead of one each.
 */
export const GATHER_MS = 25;
/**
 * After the gathering pause, a batch waits at most this long for the next webhook to arrive: that
 * append is written and processed in the batch's transaction, on its commit, so a steady sender
 * costs one commit per event, the batches included.
 */
export const ARRIVAL_MS = 25;
/**
 * Bodies per transaction at most. The statements of a batch are the same few whatever its size, so
 * a backlog drains in large batches; the gathering window keeps batches small at a moderate pace.
 */
export const BATCH = 256;
/**
 * A webhook arriving this long after the last round ended is written and processed in one
 * transaction at once (see `intake`): below about 10 events/s each would otherwise cost two commits.
 */
export const QUIET_MS = 100;
/** Other processes' appends and postponed retries (due after 1 s at the soonest) are looked for this often. */
export const POLL_MS = 1_000;
/** A held lane still drained by the process that held it before is tried again this soon. */
export const LANE_RETRY_MS = 10;
