import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The operators' metrics (`GET /metrics`, README "Métricas"). A registry of our own, not
 * prom-client's global one, so nothing a library registers there leaks into the scrape. Counters
 * are moved where the work happens through the `record*` functions below; gauges that describe the
 * database (queues, jobs, the pool) and the open sockets are sampled at scrape time (./sample.ts),
 * so they cost nothing between scrapes and are right after a restart.
 */
export const metricsRegistry = new Registry();
const registers = [metricsRegistry];

let defaultsOn = false;
/** The process's own figures (CPU, memory, event-loop delay), started with the route only. */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

export const intakeQueueDepth = new Gauge({
  name: 'vendai_intake_queue_depth',
  help: 'Webhook events stored and not processed yet (the intake queue)',
  registers,
});
export const intakeOldestAge = new Gauge({
  name: 'vendai_intake_oldest_pending_seconds',
  help: 'Age of the oldest event in the intake queue (0 when empty): the intake lag',
  registers,
});
const intakeEvents = new Counter({
  name: 'vendai_intake_events_processed_total',
  help: 'Webhook events the intake processed, by final outcome of the monitor',
  labelNames: ['outcome'],
  registers,
});
const intakeFailures = new Counter({
  name: 'vendai_intake_events_failed_total',
  help: 'Webhook events whose processing failed (recorded as processing_error and retried or given up)',
  registers,
});

export const jobsCount = new Gauge({
  name: 'vendai_jobs',
  help: 'Durable jobs pending or running, by kind and state',
  labelNames: ['kind', 'state'],
  registers,
});
export const jobsOldestAge = new Gauge({
  name: 'vendai_jobs_oldest_seconds',
  help: 'Pending: how long the oldest due job has waited past its time; running: the oldest lease',
  labelNames: ['kind', 'state'],
  registers,
});
const jobsFinished = new Counter({
  name: 'vendai_jobs_finished_total',
  help: 'Job attempts finished, by kind and outcome (done, retry, failed)',
  labelNames: ['kind', 'outcome'],
  registers,
});

const aiCalls = new Counter({
  name: 'vendai_ai_calls_total',
  help: 'Calls to the AI providers, by provider and operation',
  labelNames: ['provider', 'operation'],
  registers,
});
const aiErrors = new Counter({
  name: 'vendai_ai_errors_total',
  help: 'AI calls that failed (after the adapter retries), by provider, operation and error kind',
  labelNames: ['provider', 'operation', 'kind'],
  registers,
});
const aiLatency = new Histogram({
  name: 'vendai_ai_call_duration_seconds',
  help: 'Duration of AI calls, retries included, by provider and operation',
  labelNames: ['provider', 'operation'],
  // A reply takes seconds; a timeout is 30 s or more.
  buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
  registers,
});

const sends = new Counter({
  name: 'vendai_sends_total',
  help: 'Messages of ours handed to a WhatsApp gateway, by gateway',
  labelNames: ['gateway'],
  registers,
});
const sendFailures = new Counter({
  name: 'vendai_send_failures_total',
  help: 'Messages a gateway refused or did not take, by gateway and error kind',
  labelNames: ['gateway', 'kind'],
  registers,
});

export const openSockets = new Gauge({
  name: 'vendai_open_sockets',
  help: 'Live-update WebSockets open on this process',
  registers,
});
export const dbPool = new Gauge({
  name: 'vendai_db_pool_connections',
  help: 'PostgreSQL pool of this process: total, idle and waiting clients (absent on PGlite)',
  labelNames: ['state'],
  registers,
});

const FAILED = 'processing_error';

/** The final outcomes of one processed batch (before its commit; a batch that fails is retried alone). */
export function recordIntakeOutcomes(outcomes: readonly string[]): void {
  for (const outcome of outcomes) {
    intakeEvents.inc({ outcome });
    if (outcome === FAILED) intakeFailures.inc();
  }
}

/** An event whose processing threw: its monitor record says 'processing_error', as these counters do. */
export function recordIntakeFailure(): void {
  intakeEvents.inc({ outcome: FAILED });
  intakeFailures.inc();
}

export function recordJobFinished(kind: string, outcome: 'done' | 'retry' | 'failed'): void {
  jobsFinished.inc({ kind, outcome });
}

/** Times one AI call: counts it, observes its duration, and counts its failure by kind. */
export async function meterAiCall<T>(
  provider: string,
  operation: string,
  call: () => Promise<T>,
  kindOf: (error: unknown) => string,
): Promise<T> {
  const labels = { provider, operation };
  aiCalls.inc(labels);
  const stop = aiLatency.startTimer(labels);
  try {
    return await call();
  } catch (error) {
    aiErrors.inc({ ...labels, kind: kindOf(error) });
    throw error;
  } finally {
    stop();
  }
}

export function recordSend(gateway: string, failure?: { kind: string }): void {
  sends.inc({ gateway });
  if (failure) sendFailures.inc({ gateway, kind: failure.kind });
}
