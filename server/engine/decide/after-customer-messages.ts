import { and, inArray, sql } from 'drizzle-orm';
import { planOf } from '../../../contract/plans';
import type { RealtimeEvent } from '../../../contract/realtime';
import type { Tx } from '../../db/client';
import {
  type AiDecision,
  aiConfigs,
  conversations,
  instanceSettings,
  instances,
  jobs,
  organizations,
} from '../../db/schema';
import { raiseKeywordAlert } from '../alerts/keyword-alert';
import { conversationJobKey } from '../conversation-job';
import type { EngineDeps } from '../deps';
import { followUpKey } from '../followup/queue';
import type { MonitorTrail } from '../monitor-steps';
import { QUALIFY_LEAD_JOB, QUALIFY_MAX_ATTEMPTS, QUALIFY_QUIET_MS } from '../qualify/queue';
import { AI_REPLY_JOB, AI_REPLY_MAX_ATTEMPTS, aiReplyKey } from '../reply/queue';
import { decideAiResponse } from '../shared/ai-decision';
import {
  decisionColumns,
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

/** Rows of `execute`: both drivers (node-postgres and PGlite) answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  const rows =
    typeof result === 'object' && result !== null ? (result as { rows?: unknown }).rows : undefined;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

/** Each instance's decision facts and its organization's plan: one read for the whole batch. */
async function loadFactsOf(
  tx: Tx,
  instanceIds: readonly string[],
): Promise<Map<string, InstanceDecisionFacts & { organizationId: string; plan: string }>> {
  const rows = await tx
    .select({
      ...decisionColumns,
      id: instances.id,
      organizationId: instances.organizationId,
      plan: organizations.plan,
    })
    .from(instances)
    .innerJoin(organizations, sql`${organizations.id} = ${instances.organizationId}`)
    .leftJoin(aiConfigs, sql`${aiConfigs.instanceId} = ${instances.id}`)
    .leftJoin(instanceSettings, sql`${instanceSettings.instanceId} = ${instances.id}`)
    .where(inArray(instances.id, [...instanceIds]));
  return new Map(
    rows.map((row) => [
      row.id,
      { ...toDecisionFacts(row), organizationId: row.organizationId, plan: row.plan },
    ]),
  );
}

/**
 * The organizations' messages this month BEFORE the batch's (which are already stored, with the
 * transaction's time): counted up to the plan's limit plus the batch's own, so the check stays cheap.
 * Only organizations whose plan has a limit are counted; answers null for the others.
 */
async function countsBefore(
  tx: Tx,
  limits: ReadonlyMap<string, { limit: number; inBatch: number }>,
): Promise<Map<string, number>> {
  if (limits.size === 0) return new Map();
  const input = JSON.stringify(
    [...limits].map(([id, { limit, inBatch }]) => ({ id, cap: limit + inBatch, in_batch: inBatch })),
  );
  const result = await tx.execute(sql`
    select x.id::text as id, greatest(0, (
      select count(*)::int from (
        select 1 from messages m
        where m.organization_id = o.id
          and m.created_at >= (date_trunc('month', now() at time zone o.timezone) at time zone o.timezone)
        limit x.cap) counted) - x.in_batch) as before
    from jsonb_to_recordset(${input}::jsonb) as x(id uuid, cap int, in_batch int)
    join organizations o on o.id = x.id`);
  return new Map(rowsOf<{ id: string; before: number }>(result).map((row) => [row.id, Number(row.before)]));
}

/** Cancels the conversations' pending follow-ups (a customer replied): answers how many per conversation. */
async function cancelFollowUpsOf(tx: Tx, conversationIds: readonly string[]): Promise<Map<string, number>> {
  const keys = conversationIds.map(followUpKey);
  const rows = await tx
    .update(jobs)
    .set({ status: 'cancelled', finishedAt: sql`now()` })
    .where(and(inArray(jobs.dedupeKey, keys), sql`${jobs.status} = 'pending'`))
    .returning({ key: jobs.dedupeKey });
  const cancelled = new Map<string, number>();
  for (const { key } of rows) {
    const conversationId = key?.slice(key.indexOf(':') + 1);
    if (conversationId) cancelled.set(conversationId, (cancelled.get(conversationId) ?? 0) + 1);
  }
  return cancelled;
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
  const facts = await loadFactsOf(tx, [...new Set(batch.map(({ message }) => message.instanceId))]);
  const limits = new Map<string, { limit: number; inBatch: number }>();
  for (const { message } of batch) {
    const instance = facts.get(message.instanceId);
    if (!instance) continue;
    const limit = planOf(instance.plan).maxMessagesPerMonth;
    if (limit === null) continue;
    const entry = limits.get(message.organizationId) ?? { limit, inBatch: 0 };
    entry.inBatch++;
    limits.set(message.organizationId, entry);
  }
  const before = await countsBefore(tx, limits);
  const conversationIds = [...new Set(batch.map(({ message }) => message.conversationId))];
  const cancelled = await cancelFollowUpsOf(tx, conversationIds);

  // The decisions in arrival order: a first contact paused by its first message is paused for the next.
  const paused = new Set<string>();
  const counted = new Map<string, number>();
  const decided: Decided[] = batch.map(({ message }) => {
    const instance = facts.get(message.instanceId);
    if (!instance) throw new Error(`instance ${message.instanceId} not found for the decision`);
    const limit = limits.get(message.organizationId)?.limit ?? null;
    const nth = (counted.get(message.organizationId) ?? 0) + 1;
    counted.set(message.organizationId, nth);
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
      planMessageLimitReached: limit !== null && (before.get(message.organizationId) ?? limit) + nth >= limit,
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
  const queued = new Map<string, typeof jobs.$inferInsert>();
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
  const jobIds = new Map<string, string>();
  if (queued.size > 0) {
    const rows = await tx
      .insert(jobs)
      .values([...queued.values()])
      .onConflictDoUpdate({
        target: jobs.dedupeKey,
        // Repeats the partial unique index's predicate so Postgres picks that index.
        targetWhere: sql`status = 'pending' and dedupe_key is not null`,
        set: {
          kind: sql`excluded.kind`,
          payload: sql`excluded.payload`,
          runAt: sql`excluded.run_at`,
          maxAttempts: sql`excluded.max_attempts`,
        },
      })
      .returning({ id: jobs.id, key: jobs.dedupeKey });
    for (const row of rows) if (row.key) jobIds.set(row.key, row.id);
  }

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
