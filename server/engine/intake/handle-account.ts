import { and, eq } from 'drizzle-orm';
import { statusFromMeta } from '../../../contract/message-templates';
import type { Tx } from '../../db/client';
import { cloudNumbers, instances, messageTemplates } from '../../db/schema';
import type { AccountUpdateEvent } from '../../gateways/events';
import { noticeQualityDrop } from '../../notifications/triggers/cloud-quality';
import type { EngineDeps } from '../deps';
import type { MonitorTrail } from '../monitor/trail';
import type { HandledEvent } from './handled';
import type { IntakeInstance } from './instance';

/** Meta's quality events → the rating the number's card shows (GREEN, YELLOW, RED). */
const RATING_AFTER: Readonly<Record<string, string>> = {
  DOWNGRADE: 'YELLOW',
  FLAGGED: 'RED',
  UPGRADE: 'GREEN',
  UNFLAGGED: 'GREEN',
};

/**
 * A Cloud API template review or quality change: kept on the number (its settings show the last
 * one), recorded in the monitor, and a quality drop told to the organization's admins.
 */
export async function handleAccountUpdate(
  deps: Pick<EngineDeps, 'clock' | 'events' | 'config'>,
  tx: Tx,
  instance: IntakeInstance,
  event: AccountUpdateEvent,
  trail: MonitorTrail,
): Promise<HandledEvent> {
  const now = deps.clock.now();
  const rating = event.field === 'phone_quality' ? RATING_AFTER[event.change] : undefined;
  const [number] = await tx
    .update(cloudNumbers)
    .set({
      lastAccountEvent: {
        field: event.field,
        change: event.change,
        subject: event.subject,
        detail: event.detail,
        at: now.toISOString(),
      },
      ...(rating ? { qualityRating: rating } : {}),
      ...(event.field === 'phone_quality' && event.detail ? { messagingLimitTier: event.detail } : {}),
      updatedAt: now,
    })
    .where(
      and(eq(cloudNumbers.instanceId, instance.id), eq(cloudNumbers.organizationId, instance.organizationId)),
    )
    .returning({ displayPhoneNumber: cloudNumbers.displayPhoneNumber });
  const templates = event.field === 'template_status' ? await templateReviewed(tx, instance, event, now) : 0;
  if (event.qualityDropped && number) {
    const [row] = await tx
      .select({ name: instances.name })
      .from(instances)
      .where(eq(instances.id, instance.id));
    await noticeQualityDrop(deps, tx, {
      organizationId: instance.organizationId,
      instanceId: instance.id,
      instanceName: row?.name ?? number.displayPhoneNumber,
      displayPhoneNumber: number.displayPhoneNumber,
      change: event.change,
      currentLimit: event.detail,
    });
  }
  trail.add('stored', number ? 'success' : 'info', {
    details: {
      field: event.field,
      change: event.change,
      subject: event.subject,
      notified: Boolean(event.qualityDropped && number),
      ...(event.field === 'template_status' ? { templates } : {}),
    },
  });
  return { outcome: 'connection_event', live: [] };
}

/** Meta's review of a template: its status (and reason) on our copy; answers how many rows changed. */
async function templateReviewed(
  tx: Tx,
  instance: IntakeInstance,
  event: AccountUpdateEvent,
  now: Date,
): Promise<number> {
  const status = statusFromMeta(event.change);
  if (!status) return 0;
  const rows = await tx
    .update(messageTemplates)
    .set({ status, rejectionReason: status === 'REJECTED' ? event.detail : null, updatedAt: now })
    .where(
      and(
        eq(messageTemplates.organizationId, instance.organizationId),
        eq(messageTemplates.instanceId, instance.id),
        eq(messageTemplates.name, event.subject),
      ),
    )
    .returning({ id: messageTemplates.id });
  return rows.length;
}
