import type { EngineDeps } from './deps';
import { registerFollowUpJob } from './followup';
import { registerConsultantNoticeJob } from './jobs/alerts';
import { registerQualificationJob } from './qualify';

/** The job handlers of the lead engine: follow-ups, qualification and the consultant's notices. */
export function registerLeadJobs(deps: EngineDeps): void {
  registerFollowUpJob(deps);
  registerQualificationJob(deps);
  registerConsultantNoticeJob(deps);
}
