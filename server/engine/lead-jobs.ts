import { registerAgendaJobs } from './agenda/register';
import { registerConsultantNoticeJob } from './alerts/notify-job';
import type { EngineDeps } from './deps';
import { registerFollowUpJob } from './followup/job';
import { registerQualificationJob } from './qualify/job';

/** The job handlers of the lead engine: follow-ups, qualification, the consultant's notices and the agenda's reminders. */
export function registerLeadJobs(deps: EngineDeps): void {
  registerFollowUpJob(deps);
  registerQualificationJob(deps);
  registerConsultantNoticeJob(deps);
  registerAgendaJobs(deps);
}
