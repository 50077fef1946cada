import type { EngineDeps } from './deps';
import { registerFollowUpJob } from './followup/job';
import { registerConsultantNoticeJob } from './jobs/alerts/notify-job';
import { registerQualificationJob } from './qualify/job';

/** The job handlers of the lead engine: follow-ups, qualification and the consultant's notices. */
export function registerLeadJobs(deps: EngineDeps): void {
  registerFollowUpJob(deps);
  registerQualificationJob(deps);
  registerConsultantNoticeJob(deps);
}
