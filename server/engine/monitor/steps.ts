import type { MonitorStep, webhookEvents } from '../../db/schema';

/**
 * The webhook monitor's vocabulary, shared by every stage that records a step on an event's
 * trail. Neutral: it imports no stage, so any stage may use it.
 */

/** `webhook_events.final_outcome`. */
export type FinalOutcome = (typeof webhookEvents.$inferInsert)['finalOutcome'] & string;

/** The steps of the pipeline as the webhook monitor names them (DESIGN §4). */
export type PipelineStep =
  | 'received'
  | 'authenticated'
  | 'normalised'
  | 'deduplicated'
  | 'stored'
  | 'human_takeover'
  | 'broadcast'
  | 'ai_decision'
  | 'ai_reply'
  /** One call of a tool during the reply (name, arguments, ok or error, time). */
  | 'ai_tool'
  | 'media_fetched'
  | 'follow_up'
  | 'keyword_alert'
  /** A consent keyword ("parar", "voltar") changed the lead's consent. */
  | 'consent'
  | 'qualification'
  | 'consultant_notified';

export interface StepFacts {
  details?: unknown;
  error?: string;
  /** When the step finished, if not now (the 'received' step is the request's arrival). */
  at?: Date;
}

/**
 * The monitor record of one event as later stages see it: they add their steps; the intake, which
 * opened the trail, writes it with the event's rows.
 */
export interface MonitorTrail {
  readonly receivedAt: Date;
  add(step: PipelineStep, status: MonitorStep['status'], facts?: StepFacts): unknown;
  list(): MonitorStep[];
  elapsedMs(): number;
}

/** A short, single-line reason for the monitor; the driver's wrapper says less than its cause. */
export function describeError(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const text = cause instanceof Error ? cause.message : String(cause);
  // Postgres text and jsonb cannot hold NUL, which a driver's message may quote from binary data.
  return text.replace(/\s+/g, ' ').replaceAll('\u0000', '').slice(0, 300);
}
