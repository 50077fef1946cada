import type { InstanceSettings } from '../../../contract/instance-settings';
import type { DbOrTx } from '../../db/client';
import { raiseKeywordAlert } from '../alerts/keyword-alert';
import type { EngineDeps } from '../deps';
import { loadInstanceSettings } from '../followup/instance-settings';
import { cancelFollowUps } from '../followup/queue';
import type { MonitorTrail } from '../monitor-steps';
import { queueQualification } from '../qualify/queue';

/**
 * What a customer's message starts beyond the AI's decision, inside the intake's transaction:
 * the lead engine's follow-ups, qualification and keyword alerts.
 */
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

/**
 * A customer wrote: the follow-ups waiting for them stop, alert keywords queue the consultant's
 * notice, and the lead's qualification is queued for when the burst ends.
 */
export async function onCustomerMessage(
  deps: EngineDeps,
  tx: DbOrTx,
  input: CustomerMessageEvent,
): Promise<void> {
  const now = deps.clock.now();
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
