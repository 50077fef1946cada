import type { DbOrTx } from '../../db/client';
import { followUpStop } from './eligibility';
import { loadInstanceSettings } from './instance-settings';
import { cancelFollowUps, scheduleFollowUp } from './queue';
import { countFollowUpsSince, findFollowUpTarget, ourLastMessages } from './repository';
import { followUpDelayMs } from './settings';

/**
 * The conversation's follow-up switch, delay or text changed in the inbox. Switched off, the pending
 * follow-up goes. Switched on (or re-timed) while the customer is still silent, the ladder carries on
 * where it stopped: the next follow-up is due the new delay after our last message, or now when that
 * time has passed. Without this, a ladder the switch had stopped would wait for our next message.
 */
export async function resumeFollowUpLadder(
  db: DbOrTx,
  tenantId: string,
  conversationId: string,
  now: Date,
): Promise<void> {
  const target = await findFollowUpTarget(db, tenantId, conversationId);
  const settings = target ? await loadInstanceSettings(db, target.instanceId) : null;
  if (!target || !settings) return;
  const { ladderStart, lastSent } = await ourLastMessages(db, tenantId, conversationId);
  if (!ladderStart || !lastSent) {
    // We never wrote to this customer: there is nobody's silence to follow up.
    await cancelFollowUps(db, conversationId);
    return;
  }
  const rung = (await countFollowUpsSince(db, tenantId, conversationId, ladderStart)) + 1;
  if (followUpStop(target, settings, rung, ladderStart)) {
    await cancelFollowUps(db, conversationId);
    return;
  }
  const due = lastSent.getTime() + followUpDelayMs(settings, target);
  await scheduleFollowUp(
    db,
    {
      organizationId: tenantId,
      instanceId: target.instanceId,
      conversationId,
      rung,
      since: ladderStart.toISOString(),
    },
    new Date(Math.max(due, now.getTime())),
  );
}
