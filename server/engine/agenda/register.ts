import type { EngineDeps } from '../deps';
import { registerNoShowJob } from './no-show';
import { registerReminderJob } from './reminders';

/** The agenda's jobs: the 24 h and 2 h reminders and the no-show follow-up. */
export function registerAgendaJobs(deps: EngineDeps): void {
  registerReminderJob(deps);
  registerNoShowJob(deps);
}
