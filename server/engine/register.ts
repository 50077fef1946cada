import { registerConsentJob } from './consent';
import type { EngineDeps } from './deps';
import { registerFetchMediaJob } from './media';
import { registerAiReplyJob } from './reply';

/** The job handlers of the message pipeline's core: media downloads and AI replies. */
export function registerEngineJobs(deps: EngineDeps): void {
  registerFetchMediaJob(deps);
  registerAiReplyJob(deps);
  registerConsentJob(deps);
}
