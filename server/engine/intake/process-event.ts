import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { NormalizedEvent } from '../../gateways/events';
import type { EventBus } from '../../realtime/bus';
import { conversationKey, handleMessage } from './handle-message';
import { handleConnection, handleMessageStatus, handleQrCode } from './handle-session';
import { DuplicateDelivery, type HandledEvent } from './handled';
import type { IntakeInstance } from './instance';
import { describeError, type FinalOutcome, insertMonitorRecord, type MonitorTrail } from './monitor';
import { recordNormalised } from './normalised-step';

/** What the pipeline needs from the app; a Fastify instance has all of it. */
export interface IntakeDeps {
  db: Db;
  events: EventBus;
  log: FastifyBaseLogger;
}

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
function handlerFor(event: NormalizedEvent): Handler | null {
  switch (event.type) {
    case 'message':
      return (tx, instance, trail) => handleMessage(tx, instance, event, trail);
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

/**
 * Steps 2–4 of the pipeline for one normalised event, in ONE transaction (one commit per event,
 * DESIGN §7): the rows it changes, the live events (NOTIFY, delivered on commit) and its monitor
 * record. A redelivered message rolls back and is recorded as 'duplicate'. A storage failure is
 * recorded as 'processing_error' and rethrown, so the gateway's retry brings the event back.
 */
export async function processEvent(
  deps: IntakeDeps,
  instance: IntakeInstance,
  event: NormalizedEvent,
  context: EventContext,
): Promise<FinalOutcome> {
  const { trail } = context;
  const tenantId = instance.organizationId;
  const keys = monitorKeys(event);
  const record = (finalOutcome: FinalOutcome, db: Db | Tx = deps.db) =>
    insertMonitorRecord(db, tenantId, {
      instanceId: instance.id,
      event: context.eventName,
      ...keys,
      payload: context.payload,
      finalOutcome,
      trail,
    });

  recordNormalised(event, trail);
  const handler = handlerFor(event);
  if (!handler) {
    if (event.type === 'invalid') {
      deps.log.warn({ instanceId: instance.id, reason: event.reason }, 'webhook event not understood');
    }
    const outcome = recordOnlyOutcome(event);
    await record(outcome);
    return outcome;
  }

  try {
    return await deps.db.transaction(async (tx) => {
      const handled = await handler(tx, instance, trail);
      for (const live of handled.live) await deps.events.publish(tenantId, live, tx);
      if (handled.live.length > 0) {
        trail.add('broadcast', 'success', { details: { events: handled.live.map((live) => live.type) } });
      }
      if (handled.awaitsAiDecision) {
        // The decision engine is a later step of the pipeline; until it runs, say so honestly.
        trail.add('ai_decision', 'info', { details: { reason: 'engine not active' } });
      }
      await record(handled.outcome, tx);
      return handled.outcome;
    });
  } catch (error) {
    if (error instanceof DuplicateDelivery) {
      trail.add('deduplicated', 'info', { details: { duplicate: true } });
      await record('duplicate');
      return 'duplicate';
    }
    deps.log.error(
      { err: error, instanceId: instance.id, event: context.eventName },
      'webhook event not stored',
    );
    trail.add('stored', 'failure', { error: describeError(error) });
    await record('processing_error').catch((recordError: unknown) =>
      deps.log.error({ err: recordError, instanceId: instance.id }, 'webhook monitor record not written'),
    );
    throw error;
  }
}
