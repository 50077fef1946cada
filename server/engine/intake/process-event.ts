import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { AiDecision } from '../../db/schema';
import type { NormalizedEvent } from '../../gateways/events';
import { afterCustomerMessage } from '../decide/after-customer-message';
import { afterBusinessPhoneMessage } from '../decide/takeover';
import { conversationKey, handleMessage } from './handle-message';
import { handleConnection, handleMessageStatus, handleQrCode } from './handle-session';
import { DuplicateDelivery, type HandledEvent } from './handled';
import type { IntakeInstance } from './instance';
import { describeError, type FinalOutcome, insertMonitorRecord, type MonitorTrail } from './monitor';
import { recordNormalised } from './normalised-step';

/** What the pipeline needs: the app (database, events, clock, jobs, and the engine's config). */
export type IntakeDeps = FastifyInstance;

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
  const record = (finalOutcome: FinalOutcome, db: Db | Tx = deps.db, aiDecision: AiDecision | null = null) =>
    insertMonitorRecord(db, tenantId, {
      instanceId: instance.id,
      event: context.eventName,
      ...keys,
      payload: context.payload,
      finalOutcome,
      aiDecision,
      trail,
    });

  recordNormalised(event, trail);
  const handler = handlerFor(deps, event);
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
      const decided =
        handled.awaitsAiDecision && handled.customerMessage
          ? await afterCustomerMessage(deps, tx, handled.customerMessage, trail)
          : null;
      const takeover = handled.businessPhoneMessage
        ? await afterBusinessPhoneMessage(deps, tx, handled.businessPhoneMessage, trail)
        : [];
      const live = [...handled.live, ...(decided?.live ?? []), ...takeover];
      for (const event of live) await deps.events.publish(tenantId, event, tx);
      if (live.length > 0) {
        trail.add('broadcast', 'success', { details: { events: live.map((event) => event.type) } });
      }
      const outcome = decided?.outcome ?? handled.outcome;
      await record(outcome, tx, decided?.aiDecision ?? null);
      return outcome;
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
