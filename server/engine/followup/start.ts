import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ACCEPTED_CONVERSATION, type AcceptedSend, type AfterSent, type WithSent } from '../outbound';
import { followUpStop } from './eligibility';
import { cancelFollowUps, cancelFollowUpsQuery, scheduleFollowUp, scheduleFollowUpWhereQuery } from './queue';
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
    onAccepted: async (tx, sent, answer) => {
      await scheduleFirstRung(tx, { ...input, sentAt: sent.at }, restartedFromJson(answer?.ladder));
    },
  };
}

/**
 * The restart made entirely by the statement that records our message sent, with the caller's
 * writes (`also`): no transaction around it. Follow-up 1's decision is made in code before that
 * statement, from the ladder's facts the caller read before the send (`checked`, the text of
 * `ladderNowText`), and its write rides in the statement only if those facts are still what the
 * statement sees (`ladder_check`); the count's reset is the statement's own either way. When they
 * changed meanwhile (a switch, the settings, a customer message), the statement writes instead the
 * restart as owed (a follow-up job that restarts the ladder, see `OWED_RESTART_GRACE_MS`) and it
 * restarts right after, from what it is then, as `startFollowUpLadder` does; that restart replaces or
 * cancels the owed job, which only runs when the process died in between.
 */
export function followUpLadderInStatement(
  db: DbOrTx,
  input: Omit<LadderStart, 'sentAt'>,
  checked: string | null,
  also: (sent: AcceptedSend) => WithSent,
): AfterSent {
  const restart = ladderRestartWithSend(input.organizationId, ACCEPTED_CONVERSATION);
  const unchanged = sql`(select same from ladder_check)`;
  return {
    conversationSet: restart.set,
    with: (sent) => {
      const more = also(sent);
      const ladder = { ...input, sentAt: sent.at };
      return {
        ctes: [
          sql`ladder_check as (select (${restart.json})::text is not distinct from ${checked}::text as same)`,
          ...firstRungWrite(db, ladder, restartedFromJson(checked), unchanged),
          sql`follow_up_owed as (${owedRestartWrite(ladder, sql`not ${unchanged}`)})`,
          ...more.ctes,
        ],
        columns: [sql`${unchanged} as ladder_unchanged`, ...more.columns],
      };
    },
    onRecorded: async (after, sent, answer) => {
      if (answer?.ladder_unchanged === true) return;
      await startFollowUpLadder(after, { ...input, sentAt: sent.at });
    },
  };
}

/**
 * How long after our message an owed restart waits before it runs: the process that recorded the
 * message restarts the ladder itself within milliseconds, replacing (or cancelling) the owed job by
 * its key, so the job runs only when that process died in between; the wait keeps it from racing
 * the live restart (both would make the same restart: harmless, but a claim and a run for nothing).
 */
export const OWED_RESTART_GRACE_MS = 60_000;

/**
 * The ladder's restart after our message at `input.sentAt`, owed as the conversation's pending
 * follow-up job (made only when `onlyIf` holds): durable, so a crash right after the statement that
 * recorded the message cannot lose the ladder. A customer message cancels it as it cancels a follow-up.
 */
function owedRestartWrite(input: LadderStart, onlyIf: SQL): SQL {
  const owed = {
    organizationId: input.organizationId,
    instanceId: input.instanceId,
    conversationId: input.conversationId,
    rung: 1,
    since: input.sentAt.toISOString(),
    restart: true as const,
  };
  return scheduleFollowUpWhereQuery(owed, new Date(input.sentAt.getTime() + OWED_RESTART_GRACE_MS), onlyIf);
}

/**
 * What `scheduleFirstRung` writes, as a common table expression made only when `onlyIf` holds
 * (none when it writes nothing).
 */
function firstRungWrite(
  db: DbOrTx,
  input: LadderStart,
  restarted: { target: FollowUpTarget; settings: FollowUpSettings } | null,
  onlyIf: SQL,
): SQL[] {
  if (!restarted) return [];
  const { target, settings } = restarted;
  const write = followUpStop(target, settings, 1, input.sentAt)
    ? cancelFollowUpsQuery(db, input.conversationId, onlyIf).getSQL()
    : scheduleFollowUpWhereQuery(firstRung(input, target), firstRungAt(input, restarted), onlyIf);
  return [sql`follow_up as (${write})`];
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
