import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { type ClaimedJob, PermanentJobError } from '../../jobs/runner';
import { loadInstanceConfig } from '../config';
import type { EngineDeps } from '../deps';
import { sendOutbound } from '../outbound';
import { isBlacklisted } from '../shared/blacklist';
import { nearestFreeSlots } from './free-slots';
import { type AppointmentRow, findAppointmentContext } from './repository';
import { loadAgendaSettings } from './settings';
import { noShowText } from './texts';

export const APPOINTMENT_NO_SHOW_JOB = 'appointment_no_show';
const OFFERED = 3;

/** Queued when staff mark a no-show, in that transaction; one key per visit, so marking twice queues once. */
export async function queueNoShowFollowUp(db: DbOrTx, appointment: AppointmentRow, now: Date): Promise<void> {
  if (appointment.noShowFollowUpSentAt) return;
  await enqueueJob(db, {
    kind: APPOINTMENT_NO_SHOW_JOB,
    organizationId: appointment.organizationId,
    payload: { organizationId: appointment.organizationId, appointmentId: appointment.id },
    runAt: now,
    dedupeKey: `${APPOINTMENT_NO_SHOW_JOB}:${appointment.id}`,
    maxAttempts: 3,
  });
}

/**
 * One message to a customer who missed the visit, offering the nearest free times; never a second
 * (the mark is set before sending). Staff who corrected the mark to "compareceu" meanwhile, or a
 * number on the instance's follow-up blacklist, get nothing.
 */
async function runNoShowFollowUp(deps: EngineDeps, job: ClaimedJob): Promise<void> {
  const { organizationId, appointmentId } = job.payload;
  if (typeof organizationId !== 'string' || typeof appointmentId !== 'string') {
    throw new PermanentJobError('appointment_no_show sem agendamento');
  }
  const context = await findAppointmentContext(deps.db, organizationId, appointmentId);
  if (!context) return;
  if (context.appointment.status !== 'no_show') return;
  const { settings: instance } = await loadInstanceConfig(deps, deps.db, context.instanceId);
  if (isBlacklisted(instance.followUpBlacklist, context.contactNumber)) return;
  const now = deps.clock.now();
  const claimed = await deps.db
    .update(appointments)
    .set({ noShowFollowUpSentAt: now })
    .where(
      and(
        eq(appointments.organizationId, organizationId),
        eq(appointments.id, appointmentId),
        isNull(appointments.noShowFollowUpSentAt),
      ),
    )
    .returning({ id: appointments.id });
  if (claimed.length === 0) return;
  const settings = await loadAgendaSettings(deps.db, organizationId);
  const { appointment } = context;
  const offered = await nearestFreeSlots(deps.db, organizationId, settings, {
    from: now,
    now,
    count: OFFERED,
    durationMinutes: appointment.durationMinutes,
  });
  const result = await sendOutbound(deps, {
    organizationId,
    instanceId: context.instanceId,
    conversationId: context.conversationId,
    origin: 'followup',
    text: noShowText(
      {
        kind: appointment.kind,
        startsAt: appointment.startsAt,
        timeZone: settings.timezone,
        vehicleLabel: context.vehicleLabel,
        contactName: context.contactName,
      },
      offered,
    ),
  });
  if (result.status === 'failed') {
    await deps.db
      .update(appointments)
      .set({ noShowFollowUpSentAt: null })
      .where(eq(appointments.id, appointmentId));
    throw new Error(`Mensagem de não comparecimento não enviada: ${result.error ?? 'falha no envio'}`);
  }
}

export function registerNoShowJob(deps: EngineDeps): void {
  deps.jobs.register(APPOINTMENT_NO_SHOW_JOB, (job) => runNoShowFollowUp(deps, job));
}
