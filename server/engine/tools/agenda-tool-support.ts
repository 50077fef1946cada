import { z } from 'zod';
import { APPOINTMENT_KINDS } from '../../../contract/agenda';
import type { AgendaSettings } from '../../../contract/agenda-settings';
import { hhmm, shortLocal, wallClock, zonedInstant } from '../../../contract/zoned-time';
import type { AgendaOutcome } from '../agenda';
import { findAppointmentContext, visitLine } from '../agenda';
import type { ToolContext } from './types';

/** Arguments and answers shared by the agenda's tools: dates on the shop's calendar, times on its clock. */

export const DateArg = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data no formato AAAA-MM-DD');
export const TimeArg = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora no formato HH:MM');
export const KindArg = z
  .enum(APPOINTMENT_KINDS)
  .describe(
    'test_drive (dirigir o carro), visita (conhecer a loja/carro) ou avaliacao_usado (avaliar o carro do cliente)',
  );

/** The instant of a local date and time, or null for a date that does not exist (31/02). */
export function localInstant(date: string, time: string, settings: AgendaSettings): Date | null {
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const at = zonedInstant(date, minutes, settings.timezone);
  const back = wallClock(at, settings.timezone);
  return back.date === date && back.minutes === minutes ? at : null;
}

/** A time as the model reads it: the date, the clock time and the label to say to the customer. */
export function slotForModel(at: Date, settings: AgendaSettings) {
  const local = wallClock(at, settings.timezone);
  return { date: local.date, time: hhmm(local.minutes), label: shortLocal(at, settings.timezone) };
}

export const NO_LEAD = 'Esta conversa não tem lead: não é possível agendar por aqui.';

/** A refused booking as the model's error: why, and the nearest free times to offer instead. */
export function refusal(outcome: Exclude<AgendaOutcome, { ok: true }>, settings: AgendaSettings): string {
  if (outcome.kind !== 'invalid' && outcome.kind !== 'full') return outcome.message;
  if (outcome.freeSlots.length === 0) return `${outcome.message} Não há horários livres nos próximos dias.`;
  const offer = outcome.freeSlots.map((at) => shortLocal(at, settings.timezone)).join(', ');
  return `${outcome.message} Horários livres mais próximos: ${offer}.`;
}

/** The booked visit for the model's answer and the staff's timeline line ("IA agendou test drive — …"). */
export async function describeVisit(
  context: ToolContext,
  outcome: Extract<AgendaOutcome, { ok: true }>,
  verb: string,
) {
  const { appointment, settings } = outcome;
  const found = await findAppointmentContext(context.deps.db, context.organizationId, appointment.id);
  const vehicleLabel = found?.vehicleLabel ?? null;
  const line = visitLine({
    kind: appointment.kind,
    startsAt: appointment.startsAt,
    timeZone: settings.timezone,
    vehicleLabel,
  });
  return {
    result: {
      appointmentId: appointment.id,
      kind: appointment.kind,
      status: appointment.status,
      ...slotForModel(appointment.startsAt, settings),
      vehicle: vehicleLabel,
    },
    timeline: `IA ${verb} ${line}`,
  };
}
