import type { FastifyInstance } from 'fastify';
import { registerConsultantNoticeJob } from '../alerts/notify-job';
import { registerQualificationJob } from '../qualify/job';
import { registerFollowUpJob } from './job';

/** The job handlers of the lead engine: follow-ups, qualification and the consultant's notices. */
export function registerLeadJobs(app: FastifyInstance): void {
  registerFollowUpJob(app);
  registerQualificationJob(app);
  registerConsultantNoticeJob(app);
}
