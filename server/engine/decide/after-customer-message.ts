import { and, eq } from 'drizzle-orm';
import type { RealtimeEvent } from '../../../contract/realtime';
import type { Tx } from '../../db/client';
import { type AiDecision, conversations } from '../../db/schema';
import { messageQuotaReached } from '../../lib/usage';
import type { EngineDeps } from '../deps';
import type { FinalOutcome, MonitorTrail } from '../monitor-steps';
import { describeError } from '../monitor-steps';
import { queueAiReply } from '../reply/queue';
import { decideAiResponse } from '../shared/ai-decision';
import { decisionFacts, loadDecisionFacts } from '../shared/decision-facts';
import { onCustomerMessage } from './hooks';

/** `conversations.ai_paused_reason` of a new conversation handed to a human by the first-contact rule. */
export const FIRST_CONTACT_PAUSE_REASON = 'first_contact_human';

/** A customer's message just stored by the intake, with what the decision needs to know of it. */
export interface StoredCustomerMessage {
  organizationId: string;
  instanceId: string;
  conversationId: string;
  messageId: string;
  contactNumber: string;
  /** The text, or null for media without caption. */
  text: string | null;
  /** The message opened the conversation. */
  isNewConversation: boolean;
  /** The conversation's AI switch before this message. */
  conversationAiActive: boolean;
}

export interface DecisionOutcome {
  outcome: FinalOutcome;
  aiDecision: AiDecision | null;
  live: RealtimeEvent[];
}

async function decide(
  deps: EngineDeps,
  tx: Tx,
  message: StoredCustomerMessage,
  trail: MonitorTrail,
): Promise<DecisionOutcome> {
  // One read serves the hooks (alert keywords, consultant) and the decision.
  const instance = await loadDecisionFacts(tx, message.instanceId);
  await onCustomerMessage(deps, tx, { ...message, trail, settings: instance.settings });
  const now = deps.clock.now();
  const facts = {
    ...decisionFacts(
      instance,
      {
        contactNumber: message.contactNumber,
        isAiActive: message.conversationAiActive,
        aiPausedReason: null,
        isNew: message.isNewConversation,
      },
      now,
    ),
    planMessageLimitReached: await messageQuotaReached(tx, message.organizationId),
  };
  const decision = decideAiResponse(facts);
  const live: RealtimeEvent[] = [];
  if (decision.pauseConversation) {
    await tx
      .update(conversations)
      .set({ isAiActive: false, aiPausedReason: FIRST_CONTACT_PAUSE_REASON, updatedAt: now })
      .where(
        and(
          eq(conversations.id, message.conversationId),
          eq(conversations.organizationId, message.organizationId),
        ),
      );
    live.push({
      type: 'ai_disabled_auto',
      instanceId: message.instanceId,
      conversationId: message.conversationId,
    });
  }
  const aiDecision: AiDecision = {
    shouldRespond: decision.shouldRespond,
    reason: decision.reason,
    aiEnabled: facts.organizationAiEnabled && facts.instanceAiEnabled && facts.aiConfigActive,
    conversationAiActive: message.conversationAiActive && !decision.pauseConversation,
  };
  if (!decision.shouldRespond) {
    trail.add('ai_decision', 'info', {
      details: { ...aiDecision, conversationPaused: decision.pauseConversation },
    });
    return { outcome: 'no_ai_response', aiDecision, live };
  }
  const replyAt = new Date(now.getTime() + instance.settings.responseSeconds * 1000);
  const jobId = await queueAiReply(tx, message, replyAt);
  trail.add('ai_decision', 'success', { details: { ...aiDecision, replyAt: replyAt.toISOString(), jobId } });
  return { outcome: 'processing', aiDecision, live };
}

/**
 * Step 5 of the pipeline for a stored customer message, inside the intake's transaction: follow-ups,
 * alerts and qualification hear of it, then the AI decision is made and recorded, and a reply is
 * queued after the quiet period. It runs under a savepoint: if it fails, the customer's message is
 * still stored (never lost for a decision error) and the monitor records the failure.
 */
export async function afterCustomerMessage(
  deps: EngineDeps,
  tx: Tx,
  message: StoredCustomerMessage,
  trail: MonitorTrail,
): Promise<DecisionOutcome> {
  try {
    return await tx.transaction((savepoint) => decide(deps, savepoint, message, trail));
  } catch (error) {
    deps.log.error({ err: error, messageId: message.messageId }, 'AI decision failed');
    trail.add('ai_decision', 'failure', { error: describeError(error) });
    return { outcome: 'processing_error', aiDecision: null, live: [] };
  }
}
