import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { ACTIVE_APPOINTMENT_STATUSES } from '../../../contract/agenda';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema';
import { cancelJobs, enqueueJob } from '../../jobs/queue';
import { type ClaimedJob, PermanentJobError } from '../../jobs/runner';
import type { EngineDeps } from '../deps';
import { sendOrTemplate } from '../outbound';
import { type AppointmentContext, type AppointmentRow, findAppointmentContext } from './repository';
import { loadAgendaSettings } from './settings';
import { type ReminderWhich, reminderText } from './texts';

export const APPOINTMENT_REMINDER_JOB = 'appointment_reminder';
const REMINDER_MAX_ATTEMPTS = 3;
const HOUR_MS = 3_600_000;

const REMINDERS: readonly { which: ReminderWhich; beforeMs: number }[] = [
  { which: '24h', beforeMs: 24 * HOUR_MS },
  { which: '2h', beforeMs: 2 * HOUR_MS },
];

const reminderKey = (appointmentId: string, which: ReminderWhich): string =>
  `${APPOINTMENT_REMINDER_JOB}:${appointmentId}:${which}`;

const sentColumn = (which: ReminderWhich) =>
  which === '24h' ? appointments.reminder24hSentAt : appointments.reminder2hSentAt;

/**
 * Puts the visit's reminders in the job queue for its current time, in the caller's transaction:
 * a move replaces them (each key holds one pending job), a cancel or a finished visit removes them,
 * and a reminder whose moment already passed (a visit booked for this afternoon) is not queued.
 */
export async function scheduleReminders(db: DbOrTx, appointment: AppointmentRow, now: Date): Promise<void> {
  const active = ACTIVE_APPOINTMENT_STATUSES.includes(appointment.status);
  for (const { which, beforeMs } of REMINDERS) {
    const key = reminderKey(appointment.id, which);
    const runAt = new Date(appointment.startsAt.getTime() - beforeMs);
    if (!active || runAt.getTime() <= now.getTime()) {
      await cancelJobs(db, key);
      continue;
    }
    await enqueueJob(db, {
      kind: APPOINTMENT_REMINDER_JOB,
      organizationId: appointment.organizationId,
      payload: {
        organizationId: appointment.organizationId,
        appointmentId: appointment.id,
        which,
        startsAt: appointment.startsAt.toISOString(),
      },
      runAt,
      dedupeKey: key,
      maxAttempts: REMINDER_MAX_ATTEMPTS,
    });
  }
}

function parsePayload(payload: Record<string, unknown>) {
  const { organizationId, appointmentId, which, startsAt } = payload;
  if (
    typeof organizationId !== 'string' ||
    typeof appointmentId !== 'string' ||
    (which !== '24h' && which !== '2h') ||
    typeof startsAt !== 'string'
  ) {
    return null;
  }
  return { organizationId, appointmentId, which: which as ReminderWhich, startsAt };
}

/**
 * Marks the reminder sent before sending it, in one conditional statement: of two runs (a retried
 * job, a second replica) only the one that set the mark sends. The mark is for the time the job
 * was queued for, so a visit moved meanwhile is left to its new jobs.
 */
async function claimReminder(
  db: DbOrTx,
  context: AppointmentContext,
  which: ReminderWhich,
  startsAt: string,
  now: Date,
): Promise<boolean> {
  const { appointment } = context;
  if (!ACTIVE_APPOINTMENT_STATUSES.includes(appointment.status)) return false;
  if (appointment.startsAt.toISOString() !== startsAt) return false;
  const column = sentColumn(which);
  const where: SQL[] = [
    eq(appointments.organizationId, appointment.organizationId),
    eq(appointments.id, appointment.id),
    eq(appointments.startsAt, appointment.startsAt),
    isNull(column),
  ];
  const set = which === '24h' ? { reminder24hSentAt: now } : { reminder2hSentAt: now };
  const claimed = await db
    .update(appointments)
    .set(set)
    .where(and(...where))
    .returning({ id: appointments.id });
  return claimed.length > 0;
}

async function runReminder(deps: EngineDeps, job: ClaimedJob): Promise<void> {
  const payload = parsePayload(job.payload);
  if (!payload) throw new PermanentJobError('appointment_reminder sem agendamento');
  const context = await findAppointmentContext(deps.db, payload.organizationId, payload.appointmentId);
  if (!context) return;
  const now = deps.clock.now();
  if (!(await claimReminder(deps.db, context, payload.which, payload.startsAt, now))) return;
  const settings = await loadAgendaSettings(deps.db, payload.organizationId);
  const { appointment } = context;
  // Past the official API's 24-hour window the instance's follow-up template goes instead, or nothing.
  const result = await sendOrTemplate(deps, {
    organizationId: payload.organizationId,
    instanceId: context.instanceId,
    conversationId: context.conversationId,
    origin: 'system',
    text: reminderText(payload.which, {
      kind: appointment.kind,
      startsAt: appointment.startsAt,
      timeZone: settings.timezone,
      vehicleLabel: context.vehicleLabel,
      contactName: context.contactName,
      shopName: context.shopName,
    }),
  });
  if (result.status === 'failed') {
    // Not sent: the mark goes so the retry may send it.
    const unset = payload.which === '24h' ? { reminder24hSentAt: null } : { reminder2hSentAt: null };
    await deps.db.update(appointments).set(unset).where(eq(appointments.id, appointment.id));
    // Past the window with no template to send, a retry would be refused again: it ends, said why.
    if (result.reason === 'outside_window' || result.reason === 'opted_out')
      throw new PermanentJobError(`Lembrete ${payload.which} não enviado: ${result.error ?? ''}`);
    throw new Error(`Lembrete ${payload.which} não enviado: ${result.error ?? 'falha no envio'}`);
  }
}

export function registerReminderJob(deps: EngineDeps): void {
  deps.jobs.register(APPOINTMENT_REMINDER_JOB, (job) => runReminder(deps, job));
}
