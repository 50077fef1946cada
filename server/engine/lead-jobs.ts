import { registerAgendaJobs } from './agenda';
import type { EngineDeps } from './deps';
import { registerFirstContactJob } from './first-contact';
import { registerFollowUpJob } from './followup';
import { registerConsultantNoticeJob } from './jobs/alerts';
import { registerQualificationJob } from './qualify';

/** The job handlers of the lead engine: follow-ups, qualification, the consultant's notices the agenda's reminders and portal leads' first messages. */
export function registerLeadJobs(deps: EngineDeps): void {
  registerFollowUpJob(deps);
  registerQualificationJob(deps);
  registerConsultantNoticeJob(deps);
  registerAgendaJobs(deps);
  registerFirstContactJob(deps);
}
