import { and, eq, sql } from 'drizzle-orm';
import type { AppointmentKind, AppointmentSource, AppointmentStatus } from '../../../contract/agenda';
import { ACTIVE_APPOINTMENT_STATUSES } from '../../../contract/agenda';
import type { AgendaSettings } from '../../../contract/agenda-settings';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema';
import type { EngineDeps } from '../deps';
import { nearestFreeSlots } from './free-slots';
import { queueNoShowFollowUp } from './no-show';
import { scheduleReminders } from './reminders';
import {
  type AppointmentRow,
  type BookingLead,
  busyBetween,
  findAppointment,
  findBookingLead,
  findVehicleLabel,
} from './repository';
import { type BookingProblem, bookingProblem } from './rules';
import { type AppointmentChange, noticeSeller } from './seller-notice';
import { loadAgendaSettings } from './settings';
import { visitLine } from './texts';

/**
 * Booking, moving, cancelling and closing visits: one path for the staff's screens and the AI.
 * Each change runs in one transaction holding the shop's agenda lock, so two bookings of the last
 * place of a slot cannot both pass the capacity check; the reminders and the seller's notice are
 * written in the same transaction.
 */

type Deps = Pick<EngineDeps, 'db' | 'clock' | 'events' | 'config'>;

export type AgendaFailure =
  | (BookingProblem & { freeSlots: Date[] })
  | { kind: 'not_found'; message: string }
  | { kind: 'status'; message: string };
export type AgendaOutcome =
  | { ok: true; appointment: AppointmentRow; settings: AgendaSettings }
  | ({ ok: false } & AgendaFailure);

/** Times offered with a refusal: the nearest free ones. */
export const OFFERED_SLOTS = 3;

export interface BookingInput {
  organizationId: string;
  leadId: string;
  kind: AppointmentKind;
  startsAt: Date;
  durationMinutes?: number;
  vehicleId: string | null;
  /** Undefined: the lead's seller. */
  sellerId?: string | null;
  source: AppointmentSource;
  notes?: string;
}

async function lockAgenda(tx: DbOrTx, organizationId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`agenda:${organizationId}`}))`);
}

async function checkTime(
  tx: DbOrTx,
  settings: AgendaSettings,
  range: { organizationId: string; startsAt: Date; durationMinutes: number; exceptId?: string },
  now: Date,
): Promise<AgendaFailure | null> {
  const end = new Date(range.startsAt.getTime() + range.durationMinutes * 60_000);
  const busy = await busyBetween(tx, range.organizationId, { from: range.startsAt, to: end }, range.exceptId);
  const problem = bookingProblem(settings, range, busy, now);
  if (!problem) return null;
  const offered = await nearestFreeSlots(tx, range.organizationId, settings, {
    from: range.startsAt.getTime() > now.getTime() ? startOfDay(range.startsAt) : now,
    now,
    count: OFFERED_SLOTS,
    durationMinutes: range.durationMinutes,
    exceptId: range.exceptId,
  });
  return { ...problem, freeSlots: offered };
}

/** Offers start from the morning of the asked day: "sábado às 10h" full → sábado 9h or 11h, not only later. */
const startOfDay = (at: Date): Date => new Date(at.getTime() - 12 * 3_600_000);

async function announce(
  deps: Deps,
  tx: DbOrTx,
  row: AppointmentRow,
  lead: Pick<BookingLead, 'contactName'>,
  change: AppointmentChange,
  settings: AgendaSettings,
): Promise<void> {
  const vehicleLabel = (await findVehicleLabel(tx, row.organizationId, row.vehicleId)) ?? null;
  await noticeSeller(deps, tx, {
    organizationId: row.organizationId,
    sellerId: row.sellerId,
    change,
    contactName: lead.contactName,
    line: visitLine({ kind: row.kind, startsAt: row.startsAt, timeZone: settings.timezone, vehicleLabel }),
    byAi: row.source === 'ai',
  });
}

export async function bookAppointment(deps: Deps, input: BookingInput): Promise<AgendaOutcome> {
  return deps.db.transaction(async (tx) => {
    await lockAgenda(tx, input.organizationId);
    const lead = await findBookingLead(tx, input.organizationId, input.leadId);
    if (!lead) return { ok: false, kind: 'not_found', message: 'Lead não encontrado' };
    const settings = await loadAgendaSettings(tx, input.organizationId);
    const now = deps.clock.now();
    const durationMinutes = input.durationMinutes ?? settings.slotMinutes;
    const failure = await checkTime(tx, settings, { ...input, durationMinutes }, now);
    if (failure) return { ok: false, ...failure };
    const [row] = await tx
      .insert(appointments)
      .values({
        organizationId: input.organizationId,
        leadId: input.leadId,
        vehicleId: input.vehicleId,
        kind: input.kind,
        startsAt: input.startsAt,
        durationMinutes,
        sellerId: input.sellerId === undefined ? lead.sellerId : input.sellerId,
        source: input.source,
        notes: input.notes ?? '',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('appointment not stored');
    await scheduleReminders(tx, row, now);
    await announce(deps, tx, row, lead, 'booked', settings);
    return { ok: true, appointment: row, settings };
  });
}

export interface AppointmentChanges {
  kind?: AppointmentKind;
  startsAt?: Date;
  durationMinutes?: number;
  vehicleId?: string | null;
  sellerId?: string | null;
  status?: AppointmentStatus;
  notes?: string;
}

const isActive = (status: AppointmentStatus): boolean => ACTIVE_APPOINTMENT_STATUSES.includes(status);

/** Why a status cannot follow another, or null: a cancelled visit stays cancelled; attendance is marked after the time. */
function statusProblem(row: AppointmentRow, next: AppointmentStatus, now: Date): string | null {
  if (next === row.status) return null;
  if (row.status === 'cancelled') return 'Agendamento cancelado não pode ser reaberto: crie um novo.';
  if ((next === 'done' || next === 'no_show') && row.startsAt.getTime() > now.getTime()) {
    return 'Comparecimento só pode ser marcado depois do horário do agendamento.';
  }
  if (isActive(next) && !isActive(row.status))
    return 'Agendamento já encerrado não pode voltar a ser marcado.';
  return null;
}

/** A move, a new status, another seller or car, new notes; the rules apply again when the time changes. */
export async function changeAppointment(
  deps: Deps,
  organizationId: string,
  id: string,
  changes: AppointmentChanges,
): Promise<AgendaOutcome> {
  return deps.db.transaction(async (tx) => {
    await lockAgenda(tx, organizationId);
    const current = await findAppointment(tx, organizationId, id);
    if (!current) return { ok: false, kind: 'not_found', message: 'Agendamento não encontrado' };
    const lead = await findBookingLead(tx, organizationId, current.leadId);
    const settings = await loadAgendaSettings(tx, organizationId);
    const now = deps.clock.now();
    const status = changes.status ?? current.status;
    const problem = statusProblem(current, status, now);
    if (problem) return { ok: false, kind: 'status', message: problem };
    const startsAt = changes.startsAt ?? current.startsAt;
    const durationMinutes = changes.durationMinutes ?? current.durationMinutes;
    const moved =
      startsAt.getTime() !== current.startsAt.getTime() || durationMinutes !== current.durationMinutes;
    if (moved) {
      if (!isActive(status)) {
        return {
          ok: false,
          kind: 'status',
          message: 'Só agendamentos marcados ou confirmados podem ser remarcados.',
        };
      }
      const failure = await checkTime(
        tx,
        settings,
        { organizationId, startsAt, durationMinutes, exceptId: id },
        now,
      );
      if (failure) return { ok: false, ...failure };
    }
    const [row] = await tx
      .update(appointments)
      .set({
        kind: changes.kind ?? current.kind,
        startsAt,
        durationMinutes,
        vehicleId: changes.vehicleId === undefined ? current.vehicleId : changes.vehicleId,
        sellerId: changes.sellerId === undefined ? current.sellerId : changes.sellerId,
        status,
        notes: changes.notes ?? current.notes,
        // A new time is a new visit for the reminders: both go again.
        ...(moved ? { reminder24hSentAt: null, reminder2hSentAt: null } : {}),
        updatedAt: now,
      })
      .where(and(eq(appointments.organizationId, organizationId), eq(appointments.id, id)))
      .returning();
    if (!row) return { ok: false, kind: 'not_found', message: 'Agendamento não encontrado' };
    await scheduleReminders(tx, row, now);
    if (status === 'no_show' && current.status !== 'no_show') await queueNoShowFollowUp(tx, row, now);
    const contact = { contactName: lead?.contactName ?? '' };
    if (status === 'cancelled' && current.status !== 'cancelled') {
      await announce(deps, tx, row, contact, 'cancelled', settings);
    } else if (moved || row.sellerId !== current.sellerId) {
      await announce(deps, tx, row, contact, moved ? 'moved' : 'booked', settings);
    }
    return { ok: true, appointment: row, settings };
  });
}
