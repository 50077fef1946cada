import type { EngineDeps } from '../../deps';
import { registerAssignmentNoticeJob } from './notice';
import { registerRedistributionJob } from './sweep';

/** Idle-lead redistribution (DESIGN §6): the periodic sweep and the new seller's notice. */
export function registerRedistribution(deps: EngineDeps): void {
  registerRedistributionJob(deps);
  registerAssignmentNoticeJob(deps);
}
