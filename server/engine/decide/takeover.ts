import { and, eq } from 'drizzle-orm';
import type { RealtimeEvent } from '../../../contract/realtime';
import type { Tx } from '../../db/client';
import { conversations } from '../../db/schema';
import { cancelJobs } from '../../jobs/queue';
import type { EngineDeps } from '../deps';
import { startFollowUpLadder } from '../followup';
import { settleAwaitingRecords } from '../monitor/records';
import { describeError, type MonitorTrail } from '../monitor/steps';
import { aiReplyKey } from '../reply';
import { loadInstanceConfigFor } from '../shared/decision-facts';

/** `conversations.ai_paused_reason` when someone answered from the business phone. */
export const HUMAN_TAKEOVER_REASON = 'human_takeover';

export interface BusinessPhoneMessage {
  organizationId: string;
  instanceId: string;
  conversationId: string;
  contactNumber: string;
}

async function takeOver(
  deps: EngineDeps,
  tx: Tx,
  message: BusinessPhoneMessage,
  trail: MonitorTrail,
): Promise<RealtimeEvent[]> {
  const config = await loadInstanceConfigFor(deps, tx, message.instanceId);
  if (!config.settings.humanAssumesEnabled) {
    trail.add('human_takeover', 'info', {
      details: { aiPaused: false, reason: 'humanAssumesEnabled is off' },
    });
    return [];
  }
  const paused = await tx
    .update(conversations)
    .set({ isAiActive: false, aiPausedReason: HUMAN_TAKEOVER_REASON, updatedAt: deps.clock.now() })
    .where(
      and(
        eq(conversations.id, message.conversationId),
        eq(conversations.organizationId, message.organizationId),
        eq(conversations.isAiActive, true),
      ),
    )
    .returning({ id: conversations.id });
  // The reply the customer's last messages were waiting for is no longer wanted.
  const cancelledReplies = await cancelJobs(tx, aiReplyKey(message.conversationId));
  if (cancelledReplies > 0) {
    await settleAwaitingRecords(tx, message.organizationId, message, 'no_ai_response', {
      step: 'ai_reply',
      status: 'info',
      at: deps.clock.now(),
      details: { reason: HUMAN_TAKEOVER_REASON },
    });
  }
  trail.add('human_takeover', 'success', {
    details:
      paused.length > 0
        ? { aiPaused: true, reason: HUMAN_TAKEOVER_REASON, cancelledReplies }
        : { aiPaused: false, reason: 'AI already paused', cancelledReplies },
  });
  return paused.length > 0
    ? [{ type: 'ai_disabled_auto', instanceId: message.instanceId, conversationId: message.conversationId }]
    : [];
}

/**
 * A message typed on the business phone (DESIGN §4 step 5, human takeover): when the instance lets
 * a human take over (`humanAssumesEnabled`), the conversation's AI is paused and its pending reply
 * cancelled. Either way it is our last message, so the follow-ups count the customer's silence from
 * it, as they do from an operator's reply in the inbox. Under a savepoint: a failure here never
 * loses the stored message.
 */
export async function afterBusinessPhoneMessage(
  deps: EngineDeps,
  tx: Tx,
  message: BusinessPhoneMessage,
  trail: MonitorTrail,
): Promise<RealtimeEvent[]> {
  try {
    return await tx.transaction(async (savepoint) => {
      const live = await takeOver(deps, savepoint, message, trail);
      await startFollowUpLadder(savepoint, { ...message, sentAt: deps.clock.now() });
      return live;
    });
  } catch (error) {
    deps.log.error(
      { err: error, conversationId: message.conversationId },
      'human takeover or follow-up restart not applied',
    );
    trail.add('human_takeover', 'failure', { error: describeError(error) });
    return [];
  }
}
