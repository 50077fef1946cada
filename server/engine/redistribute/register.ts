import type { FastifyInstance } from 'fastify';
import { registerAssignmentNoticeJob } from './notice';
import { registerRedistributionJob } from './sweep';

/** Idle-lead redistribution (DESIGN §6): the periodic sweep and the new seller's notice. */
export function registerRedistribution(app: FastifyInstance): void {
  registerRedistributionJob(app);
  registerAssignmentNoticeJob(app);
}
