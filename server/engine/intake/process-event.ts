import type { RealtimeEvent } from '../../../contract/realtime';
import type { Db, Tx } from '../../db/client';
import type { AiDecision } from '../../db/schema';
import type { NormalizedEvent } from '../../gateways/events';
import { afterCustomerMessage } from '../decide/after-customer-message';
import { afterBusinessPhoneMessage } from '../decide/takeover';
import type { EngineDeps } from '../deps';
import { type BatchContext, messageKey } from './batch';
import { conversationKey, handleMessage } from './handle-message';
import { handleConnection, handleMessageStatus, handleQrCode } from './handle-session';
import { DuplicateDelivery, type HandledEvent } from './handled';
import type { IntakeInstance } from './instance';
import {
  describeError,
  type FinalOutcome,
  insertMonitorRecord,
  type MonitorRecord,
  type MonitorTrail,
  monitorRow,
} from './monitor';
import { recordNormalised } from './normalised-step';

/** What the intake works with (DESIGN §2): the engine's dependencies, not the HTTP server. */
export type IntakeDeps = EngineDeps;

export interface EventContext {
  /** Dotted event name of the body (`messages.upsert`), or 'unknown'. */
  eventName: string;
  /** What the monitor keeps of the body (see monitor-payload). */
  payload: unknown;
  trail: MonitorTrail;
}

interface MonitorKeys {
  gatewayMessageId: string | null;
  contactNumber: string | null;
}

type Handler = (tx: Tx, instance: IntakeInstance, trail: MonitorTrail) => Promise<HandledEvent>;

/** The handler that changes rows for an event; none for events that are only recorded. */
function handlerFor(deps: IntakeDeps, event: NormalizedEvent): Handler | null {
  switch (event.type) {
    case 'message':
      return (tx, instance, trail) => handleMessage(tx, instance, event, trail, deps.clock.now());
    case 'message_status':
      return (tx, instance, trail) => handleMessageStatus(tx, instance, event, trail);
    case 'connection':
      return (tx, instance, trail) => handleConnection(tx, instance, event, trail);
    case 'qrcode':
    case 'qrcode_limit':
      return (tx, instance, trail) => handleQrCode(tx, instance, event, trail);
    default:
      return null;
  }
}

/** The message and contact the monitor files an event under. */
function monitorKeys(event: NormalizedEvent): MonitorKeys {
  switch (event.type) {
    case 'message':
      return { gatewayMessageId: event.gatewayMessageId, contactNumber: conversationKey(event) };
    case 'message_status':
      return { gatewayMessageId: event.gatewayMessageId, contactNumber: event.contactNumber };
    case 'skipped':
      return { gatewayMessageId: event.gatewayMessageId, contactNumber: null };
    case 'presence':
      return { gatewayMessageId: null, contactNumber: event.contactNumber };
    default:
      return { gatewayMessageId: null, contactNumber: null };
  }
}

/** Outcome of an event that changes no rows. */
function recordOnlyOutcome(event: NormalizedEvent): FinalOutcome {
  if (event.type === 'skipped' || event.type === 'ignored') return 'skipped';
  if (event.type === 'presence') return 'no_ai_response';
  return 'processing_error';
}

function recordOf(
  instance: IntakeInstance,
  event: NormalizedEvent,
  context: EventContext,
  finalOutcome: FinalOutcome,
  aiDecision: AiDecision | null,
): MonitorRecord {
  return {
    instanceId: instance.id,
    event: context.eventName,
    ...monitorKeys(event),
    payload: context.payload,
    finalOutcome,
    aiDecision,
    trail: context.trail,
  };
}

/** Writes the event's monitor record with the given outcome (inside `db`'s transaction when it is one). */
function recorder(instance: IntakeInstance, event: NormalizedEvent, context: EventContext) {
  return (finalOutcome: FinalOutcome, db: Db | Tx, aiDecision: AiDecision | null = null) =>
    insertMonitorRecord(
      db,
      instance.organizationId,
      recordOf(instance, event, context, finalOutcome, aiDecision),
    );
}

/** Runs the event's changes on `runner`; answers the outcome and whether a chat message was stored. */
async function runHandler(
  deps: IntakeDeps,
  runner: Tx,
  handler: Handler,
  instance: IntakeInstance,
  context: EventContext,
  finish: Finish,
): Promise<{ outcome: FinalOutcome; stored: boolean }> {
  const { trail } = context;
  const handled = await handler(runner, instance, trail);
  const decided =
    handled.awaitsAiDecision && handled.customerMessage
      ? await afterCustomerMessage(deps, runner, handled.customerMessage, trail)
      : null;
  const takeover = handled.businessPhoneMessage
    ? await afterBusinessPhoneMessage(deps, runner, handled.businessPhoneMessage, trail)
    : [];
  const live = [...handled.live, ...(decided?.live ?? []), ...takeover];
  if (live.length > 0) {
    trail.add('broadcast', 'success', { details: { events: live.map((event) => event.type) } });
  }
  const outcome = decided?.outcome ?? handled.outcome;
  await finish(runner, outcome, decided?.aiDecision ?? null, live);
  return { outcome, stored: handled.live.some((event) => event.type === 'new_message') };
}

type Finish = (
  runner: Tx,
  outcome: FinalOutcome,
  aiDecision: AiDecision | null,
  live: readonly RealtimeEvent[],
) => Promise<void>;

/**
 * Steps 2–4 of the pipeline for one normalised event inside the caller's transaction `tx`: the rows
 * it changes, the live events (NOTIFY, delivered on commit) and its monitor record.
 * - Alone (no `batch`): the changes run under a savepoint; a redelivered message rolls back to it
 *   and is recorded as 'duplicate'.
 * - In a drainer's batch: a chat message the batch knows is stored is a duplicate before anything
 *   is written (no savepoint); the record and live events join the batch's single writes. A
 *   redelivery the batch did not foresee (another process stored it meanwhile) throws, and the
 *   drainer redoes the batch one body at a time.
 * Any other error is thrown, and the caller's transaction is lost with it.
 */
export async function applyEvent(
  deps: IntakeDeps,
  tx: Tx,
  instance: IntakeInstance,
  event: NormalizedEvent,
  context: EventContext,
  batch?: BatchContext,
): Promise<FinalOutcome> {
  const { trail } = context;
  const tenantId = instance.organizationId;
  const record = recorder(instance, event, context);
  const finish: Finish = async (runner, outcome, aiDecision, live) => {
    if (batch) {
      for (const item of live) batch.live.push({ organizationId: tenantId, event: item });
      batch.monitor.push(monitorRow(tenantId, recordOf(instance, event, context, outcome, aiDecision)));
      return;
    }
    for (const item of live) await deps.events.publish(tenantId, item, runner);
    await record(outcome, runner, aiDecision);
  };
  recordNormalised(event, trail);
  const handler = handlerFor(deps, event);
  if (!handler) {
    if (event.type === 'invalid') {
      deps.log.warn({ instanceId: instance.id, reason: event.reason }, 'webhook event not understood');
    }
    const outcome = recordOnlyOutcome(event);
    await finish(tx, outcome, null, []);
    return outcome;
  }
  const duplicate = async (): Promise<FinalOutcome> => {
    trail.add('deduplicated', 'info', { details: { duplicate: true } });
    await finish(tx, 'duplicate', null, []);
    return 'duplicate';
  };
  // Echoes of our own sends update the message we stored; they keep the savepoint path.
  if (batch && event.type === 'message' && event.event !== 'send.message') {
    const key = messageKey(instance.id, event.gatewayMessageId);
    if (batch.known.has(key)) return duplicate();
    const done = await runHandler(deps, tx, handler, instance, context, finish);
    if (done.stored) batch.known.add(key);
    return done.outcome;
  }
  try {
    return (
      await tx.transaction((savepoint) => runHandler(deps, savepoint, handler, instance, context, finish))
    ).outcome;
  } catch (error) {
    if (!(error instanceof DuplicateDelivery)) throw error;
    return duplicate();
  }
}

/**
 * What to record when an event could not be stored: the trail says where, the outcome is
 * 'processing_error'. Written after the failed transaction rolled back, so it never holds it.
 */
export async function recordFailure(
  deps: Pick<IntakeDeps, 'db' | 'log'>,
  instance: IntakeInstance,
  event: NormalizedEvent,
  context: EventContext,
  error: unknown,
): Promise<void> {
  deps.log.error(
    { err: error, instanceId: instance.id, event: context.eventName },
    'webhook event not stored',
  );
  context.trail.add('stored', 'failure', { error: describeError(error) });
  await recorder(
    instance,
    event,
    context,
  )('processing_error', deps.db).catch((recordError: unknown) =>
    deps.log.error({ err: recordError, instanceId: instance.id }, 'webhook monitor record not written'),
  );
}

/**
 * One event in a transaction of its own (the monitor's test event runs it inside its own rolled-back
 * transaction): a storage failure is recorded as 'processing_error' and rethrown.
 */
export async function processEvent(
  deps: IntakeDeps,
  instance: IntakeInstance,
  event: NormalizedEvent,
  context: EventContext,
): Promise<FinalOutcome> {
  try {
    return await deps.db.transaction((tx) => applyEvent(deps, tx, instance, event, context));
  } catch (error) {
    await recordFailure(deps, instance, event, context, error);
    throw error;
  }
}
