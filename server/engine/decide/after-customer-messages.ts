import { inArray } from 'drizzle-orm';
import { consentKeywordOf } from '../../../contract/consent';
import { planOf } from '../../../contract/plans';
import type { RealtimeEvent } from '../../../contract/realtime';
import type { Tx } from '../../db/client';
import { type AiDecision, conversations } from '../../db/schema';
import { cancelJobs, enqueueJobs, type KeyedJob } from '../../jobs/queue';
import { applyConsentKeyword } from '../consent';
import { conversationJobKey } from '../conversation-job';
import type { EngineDeps } from '../deps';
import { raiseKeywordAlert } from '../jobs/alerts';
import { describeError, type FinalOutcome, type MonitorTrail } from '../monitor/steps';
import { QUALIFY_LEAD_JOB, QUALIFY_MAX_ATTEMPTS, QUALIFY_QUIET_MS } from '../qualify';
import { AI_REPLY_JOB, AI_REPLY_MAX_ATTEMPTS, aiReplyKey } from '../reply';
import { decideAiResponse } from '../shared/ai-decision';
import { decisionFacts, type InstanceDecisionFacts } from '../shared/decision-facts';
import { readAndCancel } from './batch-facts';

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

/** A customer's message of the intake's batch, with the monitor trail its steps go to. */
export interface BatchedCustomerMessage {
  message: StoredCustomerMessage;
  trail: MonitorTrail;
}

interface Decided {
  aiDecision: AiDecision;
  pause: boolean;
  replyAt: Date | null;
}

/**
 * Step 5 of the pipeline for the stored customer messages of an intake batch, set-based (DESIGN §7):
 * follow-ups waiting for the customer stop, keyword alerts queue the consultant's notice, the lead's
 * qualification is queued for when the burst ends, and the AI decision is made and recorded for
 * each message in arrival order, with a reply queued after the quiet period; a fixed number
 * of statements for the whole batch — one read of the instances' facts, one capped count per
 * limited plan, one cancel of the conversations' follow-ups, one pause of first contacts, one
 * upsert of the qualification and reply jobs (a conversation's several messages leave the job of
 * its last one, as one upsert after another would) — plus one per keyword alert and one per opt-out
 * ("parar" cancels a reply still queued for an earlier message), which are rare.
 *
 * It has no savepoint: a failure throws, and the intake retries the batch one body at a time,
 * where `decideIsolated` records a decision failure without losing the message.
 */
export async function afterCustomerMessages(
  deps: EngineDeps,
  tx: Tx,
  batch: readonly BatchedCustomerMessage[],
): Promise<DecisionOutcome[]> {
  if (batch.length === 0) return [];
  const now = deps.clock.now();
  const inBatch = new Map<string, number>();
  for (const { message } of batch)
    inBatch.set(message.organizationId, (inBatch.get(message.organizationId) ?? 0) + 1);
  const conversationIds = [...new Set(batch.map(({ message }) => message.conversationId))];
  const { facts, cancelled } = await readAndCancel(
    tx,
    [...new Set(batch.map(({ message }) => message.instanceId))],
    conversationIds,
    inBatch,
  );

  // The decisions in arrival order: a first contact paused by its first message is paused for the next.
  const paused = new Set<string>();
  const counted = new Map<string, number>();
  const decided: Decided[] = batch.map(({ message }) => {
    const instance = facts.get(message.instanceId);
    if (!instance) throw new Error(`instance ${message.instanceId} not found for the decision`);
    const limit = planOf(instance.plan).maxMessagesPerMonth;
    const nth = (counted.get(message.organizationId) ?? 0) + 1;
    counted.set(message.organizationId, nth);
    // The organization's messages before the batch's, then this one and those of the batch before it.
    const before = Math.max(0, (instance.counted ?? 0) - (inBatch.get(message.organizationId) ?? 0));
    const conversationAiActive = message.conversationAiActive && !paused.has(message.conversationId);
    const decisionInput = {
      ...decisionFacts(
        instance,
        {
          contactNumber: message.contactNumber,
          isAiActive: conversationAiActive,
          aiPausedReason: null,
          isNew: message.isNewConversation,
        },
        now,
      ),
      planMessageLimitReached: limit !== null && instance.counted !== null && before + nth >= limit,
    };
    const decision = decideAiResponse(decisionInput);
    if (decision.pauseConversation) paused.add(message.conversationId);
    // A consent keyword ("parar", "voltar") is answered by its confirmation, not by the AI.
    const keyword = consentKeywordOf(message.text) !== null;
    return {
      aiDecision: {
        shouldRespond: decision.shouldRespond,
        reason: decision.reason,
        aiEnabled:
          decisionInput.organizationAiEnabled &&
          decisionInput.instanceAiEnabled &&
          decisionInput.aiConfigActive,
        conversationAiActive: conversationAiActive && !decision.pauseConversation,
      },
      pause: decision.pauseConversation,
      replyAt:
        decision.shouldRespond && !keyword
          ? new Date(now.getTime() + instance.settings.responseSeconds * 1000)
          : null,
    };
  });

  if (paused.size > 0) {
    await tx
      .update(conversations)
      .set({ isAiActive: false, aiPausedReason: FIRST_CONTACT_PAUSE_REASON, updatedAt: now })
      .where(inArray(conversations.id, [...paused]));
  }

  // One job of each kind per conversation, as the last of its messages leaves it.
  const queued = new Map<string, KeyedJob>();
  /** Conversations whose customer asked to stop: an AI reply queued for an earlier message must not go. */
  const stopped = new Set<string>();
  batch.forEach(({ message }, index) => {
    const payload = {
      organizationId: message.organizationId,
      instanceId: message.instanceId,
      conversationId: message.conversationId,
      messageId: message.messageId,
    };
    const qualifyKey = conversationJobKey(QUALIFY_LEAD_JOB, message.conversationId);
    queued.delete(qualifyKey);
    queued.set(qualifyKey, {
      organizationId: message.organizationId,
      kind: QUALIFY_LEAD_JOB,
      dedupeKey: qualifyKey,
      payload,
      runAt: new Date(now.getTime() + QUALIFY_QUIET_MS),
      maxAttempts: QUALIFY_MAX_ATTEMPTS,
    });
    if (consentKeywordOf(message.text) === 'opted_out') {
      stopped.add(message.conversationId);
      queued.delete(aiReplyKey(message.conversationId));
    }
    const replyAt = decided[index]?.replyAt;
    if (replyAt) {
      // A question after "parar" in the same burst is answered: the person wrote again.
      stopped.delete(message.conversationId);
      const replyKey = aiReplyKey(message.conversationId);
      queued.delete(replyKey);
      queued.set(replyKey, {
        organizationId: message.organizationId,
        kind: AI_REPLY_JOB,
        dedupeKey: replyKey,
        payload,
        runAt: replyAt,
        maxAttempts: AI_REPLY_MAX_ATTEMPTS,
      });
    }
  });
  const jobIds = await enqueueJobs(tx, [...queued.values()]);
  for (const conversationId of stopped) await cancelJobs(tx, aiReplyKey(conversationId));

  // The monitor steps of each message, in arrival order.
  const seen = new Set<string>();
  const outcomes: DecisionOutcome[] = [];
  for (const [index, { message, trail }] of batch.entries()) {
    const decision = decided[index] as Decided;
    const instance = facts.get(message.instanceId) as InstanceDecisionFacts;
    if (!seen.has(message.conversationId)) {
      seen.add(message.conversationId);
      const count = cancelled.get(message.conversationId) ?? 0;
      if (count > 0)
        trail.add('follow_up', 'info', { details: { cancelled: count, reason: 'customer_replied' } });
    }
    if (message.text?.trim()) await raiseKeywordAlert(tx, { ...message, trail }, instance.settings, now);
    await applyConsentKeyword(tx, message, trail, now);
    const live: RealtimeEvent[] = decision.pause
      ? [{ type: 'ai_disabled_auto', instanceId: message.instanceId, conversationId: message.conversationId }]
      : [];
    const { aiDecision } = decision;
    if (!decision.replyAt) {
      trail.add('ai_decision', 'info', { details: { ...aiDecision, conversationPaused: decision.pause } });
      outcomes.push({ outcome: 'no_ai_response', aiDecision, live });
      continue;
    }
    const jobId = jobIds.get(aiReplyKey(message.conversationId));
    trail.add('ai_decision', 'success', {
      details: { ...aiDecision, replyAt: decision.replyAt.toISOString(), jobId },
    });
    outcomes.push({ outcome: 'processing', aiDecision, live });
  }
  return outcomes;
}

/**
 * The decision for a body the intake retries alone (the isolation of a failing event): under a
 * savepoint, so a decision that fails leaves the customer's message stored (never lost for a
 * decision error) and the monitor records the failure.
 */
export async function decideIsolated(
  deps: EngineDeps,
  tx: Tx,
  batch: readonly BatchedCustomerMessage[],
): Promise<DecisionOutcome[]> {
  try {
    return await tx.transaction((savepoint) => afterCustomerMessages(deps, savepoint, batch));
  } catch (error) {
    const messageIds = batch.map(({ message }) => message.messageId);
    deps.log.error({ err: error, messageId: messageIds[0], messageIds }, 'AI decision failed');
    for (const { trail } of batch) trail.add('ai_decision', 'failure', { error: describeError(error) });
    return batch.map(() => ({ outcome: 'processing_error', aiDecision: null, live: [] }));
  }
}
