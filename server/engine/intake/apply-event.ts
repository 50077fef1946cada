import type { Tx } from '../../db/client';
import type { AiDecision } from '../../db/schema';
import type { NormalizedEvent } from '../../gateways/events';
import { recordIntakeFailure } from '../../observability/metrics';
import { afterBusinessPhoneMessage } from '../decide';
import type { EngineDeps } from '../deps';
import { recordNormalised } from '../monitor/normalised-step';
import {
  describeError,
  type FinalOutcome,
  insertMonitorRecord,
  type MonitorRecord,
  type MonitorTrail,
  monitorRow,
} from '../monitor/trail';
import { type BatchContext, type BatchedEvent, messageKey } from './batch';
import { handleAccountUpdate } from './handle-account';
import { conversationKey, handleMessage } from './handle-message';
import { handleConnection, handleMessageStatus, handleQrCode } from './handle-session';
import { DuplicateDelivery, type HandledEvent } from './handled';
import type { IntakeInstance } from './instance';

interface MonitorKeys {
  gatewayMessageId: string | null;
  contactNumber: string | null;
}

type Handler = (tx: Tx, instance: IntakeInstance, trail: MonitorTrail) => Promise<HandledEvent>;

/** The handler that changes rows for an event; none for events that are only recorded. */
function handlerFor(deps: EngineDeps, event: NormalizedEvent): Handler | null {
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
    case 'account_update':
      return (tx, instance, trail) => handleAccountUpdate(deps, tx, instance, event, trail);
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
  { instance, event, context }: BatchedEvent,
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
    debug: instance.debugMode,
  };
}

/** The event's monitor record joins the batch's single write. */
function finish(batch: BatchContext, item: BatchedEvent, outcome: FinalOutcome): FinalOutcome {
  batch.monitor.push(monitorRow(item.instance.organizationId, recordOf(item, outcome, null)));
  return outcome;
}

/** Runs the event's changes on `runner`; answers the outcome and whether a chat message was stored. */
async function runHandler(
  deps: EngineDeps,
  runner: Tx,
  handler: Handler,
  item: BatchedEvent,
  batch: BatchContext,
): Promise<{ outcome: FinalOutcome; stored: boolean }> {
  const { instance, context } = item;
  const { trail } = context;
  const handled = await handler(runner, instance, trail);
  const takeover = handled.businessPhoneMessage
    ? await afterBusinessPhoneMessage(deps, runner, handled.businessPhoneMessage, trail)
    : [];
  const live = [...handled.live, ...takeover];
  if (live.length > 0) {
    trail.add('broadcast', 'success', { details: { events: live.map((event) => event.type) } });
  }
  for (const event of live) batch.live.push({ organizationId: instance.organizationId, event });
  finish(batch, item, handled.outcome);
  return { outcome: handled.outcome, stored: handled.live.some((event) => event.type === 'new_message') };
}

/**
 * Steps 2–4 of the pipeline for an event of a batch other than a customer's chat message (those are
 * stored set-based, customer-messages.ts): our echoes, messages typed on the business phone,
 * statuses, connection and QR events, and events that are only recorded. Its rows change in the
 * batch's transaction `tx`; its monitor record and live events join the batch's single writes.
 * - A chat message the batch knows is stored is a duplicate before anything is written.
 * - Echoes of our sends, and every event of a body retried alone (`batch.isolated`), run under a
 *   savepoint: a redelivery rolls back to it and is recorded as 'duplicate'. In a batch, a
 *   redelivery nobody foresaw (another process stored it meanwhile) throws, and the drainer
 *   retries the batch one body at a time.
 * Any other error is thrown, and the caller's transaction is lost with it.
 */
export async function applyEvent(
  deps: EngineDeps,
  tx: Tx,
  item: BatchedEvent,
  batch: BatchContext,
): Promise<FinalOutcome> {
  const { instance, event, context } = item;
  const { trail } = context;
  recordNormalised(event, trail);
  const handler = handlerFor(deps, event);
  if (!handler) {
    if (event.type === 'invalid') {
      deps.log.warn({ instanceId: instance.id, reason: event.reason }, 'webhook event not understood');
    }
    return finish(batch, item, recordOnlyOutcome(event));
  }
  const duplicate = (): FinalOutcome => {
    trail.add('deduplicated', 'info', { details: { duplicate: true } });
    return finish(batch, item, 'duplicate');
  };
  const key = event.type === 'message' ? messageKey(instance.id, event.gatewayMessageId) : null;
  const isEcho = event.type === 'message' && event.event === 'send.message';
  if (key && !isEcho && batch.known.has(key)) return duplicate();
  if (key && !isEcho && !batch.isolated) {
    const done = await runHandler(deps, tx, handler, item, batch);
    if (done.stored) batch.known.add(key);
    return done.outcome;
  }
  try {
    const done = await tx.transaction((savepoint) => runHandler(deps, savepoint, handler, item, batch));
    if (key && done.stored) batch.known.add(key);
    return done.outcome;
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
  deps: Pick<EngineDeps, 'db' | 'log'>,
  item: BatchedEvent,
  error: unknown,
): Promise<void> {
  const { instance, context } = item;
  deps.log.error(
    { err: error, instanceId: instance.id, event: context.eventName },
    'webhook event not stored',
  );
  context.trail.add('stored', 'failure', { error: describeError(error) });
  recordIntakeFailure();
  await insertMonitorRecord(deps.db, instance.organizationId, recordOf(item, 'processing_error', null)).catch(
    (recordError: unknown) =>
      deps.log.error({ err: recordError, instanceId: instance.id }, 'webhook monitor record not written'),
  );
}
