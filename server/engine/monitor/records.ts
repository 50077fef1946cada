import { and, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type MonitorStep, webhookEvents } from '../../db/schema';
import type { FinalOutcome, PipelineStep } from './steps';

/** How far back a later step looks for the webhook records it completes. */
const LOOKBACK_MS = 24 * 60 * 60_000;

export interface LaterStep {
  step: PipelineStep;
  status: MonitorStep['status'];
  at: Date;
  error?: string;
  details?: unknown;
}

function entryOf(step: LaterStep): MonitorStep {
  const entry: MonitorStep = { step: step.step, status: step.status, timestamp: step.at.toISOString() };
  if (step.error !== undefined) entry.error = step.error;
  if (step.details !== undefined) entry.details = step.details;
  return entry;
}

/** Adds a step taken after the intake (a media download) to the record of the message's event. */
export async function appendStepToMessageRecord(
  db: DbOrTx,
  tenantId: string,
  message: { instanceId: string; gatewayMessageId: string },
  step: LaterStep,
): Promise<void> {
  await db
    .update(webhookEvents)
    .set({ steps: sql`${webhookEvents.steps} || ${JSON.stringify([entryOf(step)])}::jsonb` })
    .where(
      and(
        eq(webhookEvents.organizationId, tenantId),
        eq(webhookEvents.instanceId, message.instanceId),
        eq(webhookEvents.gatewayMessageId, message.gatewayMessageId),
        inArray(webhookEvents.finalOutcome, [
          'processing',
          'no_ai_response',
          'ai_response_sent',
          'processing_error',
        ]),
      ),
    );
}

/**
 * The reply job settles the records of the customer messages it answered (or gave up on): those of
 * the contact still 'processing', i.e. waiting for this reply. Answers how many it settled.
 */
export async function settleAwaitingRecords(
  db: DbOrTx,
  tenantId: string,
  chat: { instanceId: string; contactNumber: string },
  outcome: FinalOutcome,
  step: LaterStep | readonly LaterStep[],
): Promise<number> {
  const rows = await settleAwaitingRecordsStatement(db, tenantId, chat, outcome, step).returning({
    id: webhookEvents.id,
  });
  return rows.length;
}

/**
 * The update of `settleAwaitingRecords`, not yet run: the reply job hands it to the job runner,
 * which makes it in the statement that marks the job done.
 */
export function settleAwaitingRecordsStatement(
  db: DbOrTx,
  tenantId: string,
  chat: { instanceId: string; contactNumber: string },
  outcome: FinalOutcome,
  step: LaterStep | readonly LaterStep[],
  /**
   * A count known only inside the statement (e.g. the messages its read marks marked), set as
   * `details[key]` of the last step when above 0, as the step would carry it.
   */
  countInLastStep?: { key: string; count: SQL },
) {
  const steps = ([] as LaterStep[]).concat(step);
  const given = sql`${JSON.stringify(steps.map(entryOf))}::jsonb`;
  const added = countInLastStep
    ? sql`(select case when x.n > 0 then jsonb_set(x.given, array['-1', 'details', ${countInLastStep.key}::text], to_jsonb(x.n))
        else x.given end
        from (select ${given} as given, ${countInLastStep.count} as n) x)`
    : given;
  return db
    .update(webhookEvents)
    .set({
      finalOutcome: outcome,
      steps: sql`${webhookEvents.steps} || ${added}`,
    })
    .where(
      and(
        eq(webhookEvents.organizationId, tenantId),
        eq(webhookEvents.instanceId, chat.instanceId),
        eq(webhookEvents.contactNumber, chat.contactNumber),
        eq(webhookEvents.finalOutcome, 'processing'),
        // Records are stamped with the wall clock when the webhook arrived, not the app's clock.
        gte(webhookEvents.startedAt, new Date(Date.now() - LOOKBACK_MS)),
      ),
    );
}
