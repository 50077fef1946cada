import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ACCEPTED_CONVERSATION, type AfterSent } from '../outbound';
import { followUpStop } from './eligibility';
import { cancelFollowUps, cancelFollowUpsQuery, scheduleFollowUp, scheduleFollowUpQuery } from './queue';
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
 * A statement of the caller's that makes the ladder's write too, given as common table expressions
 * (none when the ladder writes nothing); null when the caller has nothing to add this time.
 */
export type WithLadderWrite = (ctes: SQL[]) => SQL | null;

/**
 * The same restart, made by the statement that records our message sent (the reply job's parts):
 * the count is reset and the conversation read there, and follow-up 1 is scheduled (or dropped) in
 * its transaction. Two statements instead of four. With `alsoWrite` (the reply's last part), the
 * second statement is the caller's, the ladder's write riding in it.
 */
export function followUpLadderWithSend(
  input: Omit<LadderStart, 'sentAt'>,
  alsoWrite?: WithLadderWrite,
): AfterSent {
  const restart = ladderRestartWithSend(input.organizationId, ACCEPTED_CONVERSATION);
  return {
    conversationSet: restart.set,
    with: () => ({ ctes: [], columns: [restart.column] }),
    onAccepted: async (tx, sent, answer) => {
      const ladder = { ...input, sentAt: sent.at };
      const restarted = restartedFromJson(answer?.ladder);
      const statement = alsoWrite?.(firstRungWrite(tx, ladder, restarted));
      if (statement) await tx.execute(statement);
      else await scheduleFirstRung(tx, ladder, restarted);
    },
  };
}

/** What `scheduleFirstRung` writes, as a common table expression (none when it writes nothing). */
function firstRungWrite(
  db: DbOrTx,
  input: LadderStart,
  restarted: { target: FollowUpTarget; settings: FollowUpSettings } | null,
): SQL[] {
  if (!restarted) return [];
  const { target, settings } = restarted;
  const write = followUpStop(target, settings, 1, input.sentAt)
    ? cancelFollowUpsQuery(db, input.conversationId)
    : scheduleFollowUpQuery(db, firstRung(input, target), firstRungAt(input, restarted));
  return [sql`follow_up as (${write.getSQL()})`];
}

const firstRung = (input: LadderStart, target: FollowUpTarget) => ({
  organizationId: input.organizationId,
  instanceId: target.instanceId,
  conversationId: input.conversationId,
  rung: 1,
  since: input.sentAt.toISOString(),
});

const firstRungAt = (
  input: LadderStart,
  { target, settings }: { target: FollowUpTarget; settings: FollowUpSettings },
) => new Date(input.sentAt.getTime() + followUpDelayMs(settings, target));

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
  await scheduleFollowUp(db, firstRung(input, target), firstRungAt(input, restarted));
}
