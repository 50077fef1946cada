import type { DbOrTx } from '../../db/client';
import { followUpStop } from './eligibility';
import { cancelFollowUps, scheduleFollowUp } from './queue';
import { restartFollowUpCount } from './repository';
import { followUpDelayMs } from './settings';

export interface LadderStart {
  organizationId: string;
  instanceId: string;
  conversationId: string;
  /** Our message the customer has not answered yet. */
  sentAt: Date;
}

/**
 * Our message (the AI's or an operator's) starts the ladder again: follow-up 1 is due after the
 * silence the conversation or the instance asks for. When follow-ups cannot go to this conversation
 * now, any pending one is dropped; the job checks the switches again when it runs.
 */
export async function startFollowUpLadder(db: DbOrTx, input: LadderStart): Promise<void> {
  const restarted = await restartFollowUpCount(db, input.organizationId, input.conversationId);
  if (!restarted) return;
  const { target, settings } = restarted;
  if (followUpStop(target, settings, 1, input.sentAt)) {
    await cancelFollowUps(db, input.conversationId);
    return;
  }
  await scheduleFollowUp(
    db,
    {
      organizationId: input.organizationId,
      instanceId: target.instanceId,
      conversationId: input.conversationId,
      rung: 1,
      since: input.sentAt.toISOString(),
    },
    new Date(input.sentAt.getTime() + followUpDelayMs(settings, target)),
  );
}
