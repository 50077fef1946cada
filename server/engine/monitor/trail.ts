import type { DbOrTx } from '../../db/client';
import { type AiDecision, type MonitorStep, webhookEvents } from '../../db/schema';
import type { FinalOutcome, PipelineStep, StepFacts, MonitorTrail as Trail } from './steps';

export type { FinalOutcome, PipelineStep, StepFacts } from './steps';
export { describeError } from './steps';

/**
 * The monitor record of one event, written as the event moves through the pipeline: each step with
 * its status and the moment it finished. Events of one webhook body share the first steps.
 */
export class MonitorTrail implements Trail {
  private readonly steps: MonitorStep[];

  constructor(
    readonly receivedAt: Date,
    steps: readonly MonitorStep[] = [],
  ) {
    this.steps = [...steps];
  }

  /** A trail for the next event of the same body, carrying the steps taken so far. */
  fork(): MonitorTrail {
    return new MonitorTrail(this.receivedAt, this.steps);
  }

  add(step: PipelineStep, status: MonitorStep['status'], facts: StepFacts = {}): this {
    const entry: MonitorStep = { step, status, timestamp: (facts.at ?? new Date()).toISOString() };
    if (facts.error !== undefined) entry.error = facts.error;
    if (facts.details !== undefined) entry.details = facts.details;
    this.steps.push(entry);
    return this;
  }

  list(): MonitorStep[] {
    return [...this.steps];
  }

  elapsedMs(): number {
    return Math.max(0, Date.now() - this.receivedAt.getTime());
  }
}

export interface MonitorRecord {
  instanceId: string;
  event: string;
  gatewayMessageId: string | null;
  contactNumber: string | null;
  payload: unknown;
  finalOutcome: FinalOutcome;
  /** The AI decision about a customer's message (step 5), when one was made. */
  aiDecision?: AiDecision | null;
  trail: MonitorTrail;
  /** The organization's debug mode: the body is kept whatever the outcome. */
  debug?: boolean;
}

/**
 * Whether the record keeps the webhook's body. A failed event keeps it (what went wrong, and what
 * the tools' replay sends again), and so does every event of an organization in debug mode; the
 * others, nearly all of them, are read by their steps and keys, and writing each body cost about
 * half of the record's time (issue 27 §1).
 */
export const keepsPayload = (record: Pick<MonitorRecord, 'finalOutcome' | 'debug'>): boolean =>
  record.debug === true || record.finalOutcome === 'processing_error';

export type MonitorRow = typeof webhookEvents.$inferInsert;

/** The row of a record, its processing time measured now. */
export function monitorRow(tenantId: string, record: MonitorRecord): MonitorRow {
  return {
    organizationId: tenantId,
    instanceId: record.instanceId,
    event: record.event,
    gatewayMessageId: record.gatewayMessageId,
    contactNumber: record.contactNumber,
    payload: keepsPayload(record) ? record.payload : null,
    finalOutcome: record.finalOutcome,
    aiDecision: record.aiDecision ?? null,
    steps: record.trail.list(),
    startedAt: record.trail.receivedAt,
    totalProcessingMs: record.trail.elapsedMs(),
  };
}

/** Writes the record; inside the event's transaction, so it exists exactly when the event's rows do. */
export async function insertMonitorRecord(
  db: DbOrTx,
  tenantId: string,
  record: MonitorRecord,
): Promise<void> {
  await db.insert(webhookEvents).values(monitorRow(tenantId, record));
}
