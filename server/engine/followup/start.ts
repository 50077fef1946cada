import type { DbOrTx } from '../../db/client';
import { ACCEPTED_CONVERSATION, type AfterSent } from '../outbound';
import { followUpStop } from './eligibility';
import { cancelFollowUps, scheduleFollowUp } from './queue';
import {
  type FollowUpTarget,
  ladderRestartWithSend,
  restartedFromJson,
  restartFollowUpCount,
} from './repository';
import { type FollowUpSettings, followUpDelayMs } from './settings';

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
 * now, a pending one is dropped; the job checks the switches again when it runs.
 */
export async function startFollowUpLadder(db: DbOrTx, input: LadderStart): Promise<void> {
  await scheduleFirstRung(
    db,
    input,
    await restartFollowUpCount(db, input.organizationId, input.conversationId),
  );
}

/**
 * The same restart, made by the statement that records our message sent (the reply job's parts):
 * the count is reset and the conversation read there, and follow-up 1 is scheduled (or dropped) in
 * its transaction. Two statements instead of four.
 */
export function followUpLadderWithSend(input: Omit<LadderStart, 'sentAt'>): AfterSent {
  const restart = ladderRestartWithSend(input.organizationId, ACCEPTED_CONVERSATION);
  return {
    conversationSet: restart.set,
    with: () => ({ ctes: [], columns: [restart.column] }),
    onAccepted: (tx, sent, answer) =>
      scheduleFirstRung(tx, { ...input, sentAt: sent.at }, restartedFromJson(answer?.ladder)),
  };
}

async function scheduleFirstRung(
  db: DbOrTx,
  input: LadderStart,
  restarted: { target: FollowUpTarget; settings: FollowUpSettings } | null,
): Promise<void> {
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
