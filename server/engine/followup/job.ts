import { type ClaimedJob, PermanentJobError } from '../../jobs/runner';
import { loadInstanceConfig } from '../config';
import type { EngineDeps } from '../deps';
import { sendOrTemplate } from '../outbound';
import { isWithinAiSchedule } from '../schedule';
import { followUpStop } from './eligibility';
import { FOLLOW_UP_JOB, type FollowUpPayload, parseFollowUpPayload, scheduleFollowUp } from './queue';
import { countFollowUpsSince, findFollowUpTarget, setFollowUpsSent } from './repository';
import { followUpDelayMs, followUpText, maxFollowUpsOf } from './settings';
import { startFollowUpLadder } from './start';
import { nextWindowOpening } from './window';

/**
 * Sends the rung's message unless a run of this job already did (a crash between the send and the
 * bookkeeping). A refused send is stored as a failed message by `sendOutbound` and ends the ladder:
 * follow-up 2 must not reach someone who never got follow-up 1.
 */
async function deliverRung(
  deps: EngineDeps,
  payload: FollowUpPayload,
  text: string,
  templateName: string,
): Promise<void> {
  const sent = await countFollowUpsSince(
    deps.db,
    payload.organizationId,
    payload.conversationId,
    new Date(payload.since),
  );
  if (sent >= payload.rung) return;
  // Past the official API's 24-hour window the instance's template goes instead, or nothing.
  const result = await sendOrTemplate(
    deps,
    {
      organizationId: payload.organizationId,
      instanceId: payload.instanceId,
      conversationId: payload.conversationId,
      origin: 'followup',
      text,
    },
    templateName,
  );
  if (result.status === 'failed') {
    throw new PermanentJobError(`Follow-up ${payload.rung} não enviado: ${result.error ?? 'falha no envio'}`);
  }
}

/**
 * Step 8 of the pipeline: follow-up `rung` to a customer who went quiet. Switches, blacklist and
 * silence are checked again now (they may have changed since it was scheduled); outside the AI's
 * schedule the follow-up waits for the next opening. After a send, the next rung is scheduled.
 */
async function runFollowUp(deps: EngineDeps, job: ClaimedJob): Promise<void> {
  const parsed = parseFollowUpPayload(job.payload);
  if (!parsed) throw new PermanentJobError('follow_up sem conversa');
  if (parsed.restart) {
    // The process that sent our message died before restarting the ladder: restart it now.
    const { organizationId, instanceId, conversationId, since } = parsed;
    await startFollowUpLadder(deps.db, {
      organizationId,
      instanceId,
      conversationId,
      sentAt: new Date(since),
    });
    return;
  }
  const target = await findFollowUpTarget(deps.db, parsed.organizationId, parsed.conversationId);
  if (!target) return;
  const payload: FollowUpPayload = { ...parsed, instanceId: target.instanceId };
  const config = await loadInstanceConfig(deps, deps.db, target.instanceId);
  const { settings } = config;
  const now = deps.clock.now();
  const context = { conversationId: payload.conversationId, rung: payload.rung };

  const stop = followUpStop(target, settings, payload.rung, new Date(payload.since));
  if (stop) {
    deps.log.info({ ...context, reason: stop }, 'follow-up not sent');
    return;
  }
  if (settings.aiScheduleEnabled && !isWithinAiSchedule(settings, now, config.timeZone)) {
    const opening = nextWindowOpening(settings, now, config.timeZone);
    if (!opening) throw new PermanentJobError('Follow-up sem horário: nenhum dia de atendimento configurado');
    await scheduleFollowUp(deps.db, payload, opening);
    deps.log.info(
      { ...context, runAt: opening.toISOString() },
      'follow-up moved to the next schedule window',
    );
    return;
  }

  await deliverRung(deps, payload, followUpText(payload.rung, settings, target), settings.followUpTemplate);
  await setFollowUpsSent(deps.db, payload.organizationId, payload.conversationId, payload.rung);
  if (payload.rung < maxFollowUpsOf(settings)) {
    const runAt = new Date(deps.clock.now().getTime() + followUpDelayMs(settings, target));
    await scheduleFollowUp(deps.db, { ...payload, rung: payload.rung + 1 }, runAt);
  }
}

export function registerFollowUpJob(deps: EngineDeps): void {
  deps.jobs.register(FOLLOW_UP_JOB, (job) => runFollowUp(deps, job));
}
