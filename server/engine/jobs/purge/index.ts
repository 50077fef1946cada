/**
 * The purge job's one entry: what was soft-deleted 30 days ago is removed for good.
 */
export { queuePurgeSweep, registerPurgeJob } from './sweep';
