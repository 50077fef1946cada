/**
 * What the rest of the pipeline tells the lead engine: a customer wrote (intake, inside its
 * transaction, whatever the AI decides), or we wrote to the customer (the AI's sends, an operator's
 * reply from the inbox).
 */
import type { FastifyInstance } from 'fastify';
import type { InstanceSettings } from '../../../contract/instance-settings';
import type { DbOrTx } from '../../db/client';
import { raiseKeywordAlert } from '../alerts/keyword-alert';
import type { MonitorTrail } from '../intake/monitor';
import { queueQualification } from '../qualify/queue';
import { loadInstanceSettings } from './instance-settings';
import { cancelFollowUps } from './queue';
import { startFollowUpLadder } from './start';

export interface CustomerMessageEvent {
  organizationId: string;
  instanceId: string;
  conversationId: string;
  messageId: string;
  /** Null for media without a caption. */
  text: string | null;
  trail: MonitorTrail;
  /** The instance's settings when the caller read them already (the intake's decision does). */
  settings?: InstanceSettings;
}

export interface OurMessageEvent {
  organizationId: string;
  instanceId: string;
  conversationId: string;
  sentAt: Date;
}

/**
 * A customer wrote: the follow-ups waiting for them stop, alert keywords queue the consultant's
 * notice, and the lead's qualification is queued for when the burst ends.
 */
export async function onCustomerMessage(
  app: FastifyInstance,
  tx: DbOrTx,
  input: CustomerMessageEvent,
): Promise<void> {
  const now = app.clock.now();
  const cancelled = await cancelFollowUps(tx, input.conversationId);
  if (cancelled > 0)
    input.trail.add('follow_up', 'info', { details: { cancelled, reason: 'customer_replied' } });
  await queueQualification(
    tx,
    {
      organizationId: input.organizationId,
      instanceId: input.instanceId,
      conversationId: input.conversationId,
      messageId: input.messageId,
    },
    now,
  );
  if (input.text?.trim()) {
    const settings = input.settings ?? (await loadInstanceSettings(tx, input.instanceId));
    if (settings) await raiseKeywordAlert(tx, input, settings, now);
  }
}

/** We wrote to the customer: the follow-up ladder starts again from this message. */
export async function onOurMessage(_app: FastifyInstance, tx: DbOrTx, input: OurMessageEvent): Promise<void> {
  await startFollowUpLadder(tx, input);
}
