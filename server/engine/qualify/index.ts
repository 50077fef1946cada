/**
 * The qualify stage's one entry (docs/design.md §2): the lead's score after a burst, by a job.
 */
export { registerQualificationJob } from './job';
export { QUALIFY_LEAD_JOB, QUALIFY_MAX_ATTEMPTS, QUALIFY_QUIET_MS } from './queue';
export { HOT_LEAD_PAUSE_REASON, markTransferred, pauseAiForConsultant } from './repository';
