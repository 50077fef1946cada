import { inArray, sql } from 'drizzle-orm';
import { PLAN_KEYS, planOf } from '../../../contract/plans';
import type { RealtimeEvent } from '../../../contract/realtime';
import type { Tx } from '../../db/client';
import {
  type AiDecision,
  aiConfigs,
  conversations,
  instanceSettings,
  instances,
  jobs,
  messages,
  organizations,
} from '../../db/schema';
import { enqueueJobs, type KeyedJob } from '../../jobs/queue';
import { jsonOf, rowsOf } from '../../lib/sql-rows';
import { raiseKeywordAlert } from '../alerts/keyword-alert';
import { conversationJobKey } from '../conversation-job';
import type { EngineDeps } from '../deps';
import { followUpKey } from '../followup/queue';
import type { MonitorTrail } from '../monitor-steps';
import { QUALIFY_LEAD_JOB, QUALIFY_MAX_ATTEMPTS, QUALIFY_QUIET_MS } from '../qualify/queue';
import { AI_REPLY_JOB, AI_REPLY_MAX_ATTEMPTS, aiReplyKey } from '../reply/queue';
import { decideAiResponse } from '../shared/ai-decision';
import {
  type DecisionRow,
  decisionFacts,
  type InstanceDecisionFacts,
  toDecisionFacts,
} from '../shared/decision-facts';
import {
  type DecisionOutcome,
  FIRST_CONTACT_PAUSE_REASON,
  type StoredCustomerMessage,
} from './after-customer-message';

/** A customer's message of the intake's batch, with the monitor trail its steps go to. */
export interface BatchedCustomerMessage {
  message: StoredCustomerMessage;
  trail: MonitorTrail;
}

interface FactsRow extends DecisionRow {
  id: string;
  organizationId: string;
  plan: string;
  counted: number | null;
}

type BatchFacts = InstanceDecisionFacts & { organizationId: string; plan: string };

/** The plans' message limits as the SQL reads them (an unknown plan counts as the default one). */
const planLimits = JSON.stringify(
  Object.fromEntries(PLAN_KEYS.map((key) => [key, planOf(key).maxMessagesPerMonth])),
);

/**
 * What the batch's decisions read, in ONE statement: the conversations' pending follow-ups are
 * cancelled (a customer replied) and each instance's decision facts are read with its organization's
 * plan and messages this month, counted up to the plan's limit plus the batch's own messages (already
 * stored, with the transaction's time) so the count stays cheap; unlimited plans count nothing.
 */
async function readAndCancel(
  tx: Tx,
  instanceIds: readonly string[],
  conversationIds: readonly string[],
  inBatch: ReadonlyMap<string, number>,
): Promise<{ facts: Map<string, BatchFacts & { counted: number | null }>; cancelled: Map<string, number> }> {
  const o = organizations;
  const i = instances;
  const monthStart = sql`(date_trunc('month', now() at time zone ${o.timezone}) at time zone ${o.timezone})`;
  const limit = sql`(case when jsonb_exists(${planLimits}::jsonb, ${o.plan})
    then ${planLimits}::jsonb ->> ${o.plan} else ${planLimits}::jsonb ->> 'starter' end)::int`;
  const result = await tx.execute(sql`
    with cancelled as (
      update ${jobs} set status = 'cancelled', finished_at = now()
      where ${jobs.dedupeKey} = any(${`{${conversationIds.map((id) => `"${followUpKey(id)}"`).join(',')}}`}::text[])
        and ${jobs.status} = 'pending'
      returning ${jobs.dedupeKey} as key
    ),
    facts as (
      select ${i.id}::text as "id", ${i.organizationId}::text as "organizationId", ${o.plan} as "plan",
        ${i.aiEnabled} and ${i.deletedAt} is null as "aiEnabled",
        ${i.globalAiEnabled} and ${i.deletedAt} is null as "globalAiEnabled",
        ${i.consultorNotificationEnabled} as "consultorNotificationEnabled",
        ${i.consultorNotificationPhone} as "consultorNotificationPhone",
        ${o.globalAiEnabled} as "organizationAiEnabled", ${o.timezone} as "timeZone",
        ${aiConfigs.isActive} as "aiConfigActive", ${instanceSettings.values} as "settings",
        case when ${limit} is null then null else (
          select count(*)::int from (
            select 1 from ${messages} where ${messages.organizationId} = ${o.id} and ${messages.createdAt} >= ${monthStart}
            limit ${limit} + coalesce((${JSON.stringify(Object.fromEntries(inBatch))}::jsonb ->> ${o.id}::text)::int, 0)
          ) counted) end as "counted"
      from ${i}
      join ${o} on ${o.id} = ${i.organizationId}
      left join ${aiConfigs} on ${aiConfigs.instanceId} = ${i.id}
      left join ${instanceSettings} on ${instanceSettings.instanceId} = ${i.id}
      where ${i.id} = any(${`{${instanceIds.join(',')}}`}::uuid[])
    )
    select (select coalesce(json_agg(key), '[]'::json) from cancelled) as cancelled,
      (select coalesce(json_agg(facts), '[]'::json) from facts) as facts`);
  const [row] = rowsOf<{ cancelled: unknown; facts: unknown }>(result);
  const cancelled = new Map<string, number>();
  for (const key of jsonOf<string[]>(row?.cancelled ?? '[]')) {
    const conversationId = key.slice(key.indexOf(':') + 1);
    cancelled.set(conversationId, (cancelled.get(conversationId) ?? 0) + 1);
  }
  const facts = new Map(
    jsonOf<FactsRow[]>(row?.facts ?? '[]').map((fact) => [
      fact.id,
      {
        ...toDecisionFacts(fact),
        organizationId: fact.organizationId,
        plan: fact.plan,
        counted: fact.counted,
      },
    ]),
  );
  return { facts, cancelled };
}

interface Decided {
  aiDecision: AiDecision;
  pause: boolean;
  replyAt: Date | null;
}

/**
 * Step 5 for a batch of stored customer messages, set-based (DESIGN §7): the same hooks and the
 * same decision as `afterCustomerMessage` gives each message in arrival order, with a fixed number
 * of statements for the whole batch — one read of the instances' facts, one capped count per
 * limited plan, one cancel of the conversations' follow-ups, one pause of first contacts, one
 * upsert of the qualification and reply jobs (a conversation's several messages leave the job of
 * its last one, as one upsert after another would) — plus one per keyword alert, which are rare.
 *
 * Unlike the one-at-a-time path it has no savepoint: a failure throws, and the intake redoes the
 * batch one event at a time, where a decision failure is recorded without losing the message.
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
      replyAt: decision.shouldRespond
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
    const replyAt = decided[index]?.replyAt;
    if (replyAt) {
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

  // The monitor steps, in the order the one-at-a-time path writes them.
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
