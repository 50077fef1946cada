import type { FastifyInstance } from 'fastify';
import type {
  Appointment,
  AppointmentCreate,
  AppointmentFilter,
  AppointmentUpdate,
  FreeSlot,
} from '../../../contract/agenda';
import { APPOINTMENT_SORTABLE, AppointmentFilter as FilterSchema } from '../../../contract/agenda';
import type { ListQuery } from '../../../contract/common';
import { isoWithOffset, shortLocal } from '../../../contract/zoned-time';
import {
  type AgendaOutcome,
  bookAppointment,
  changeAppointment,
  findVehicleLabel,
  loadAgendaSettings,
} from '../../engine/agenda';
import { type AuthContext, isAdmin } from '../../lib/auth-context';
import { forbidden, HttpError, notFound, validationError } from '../../lib/errors';
import { parseListQuery } from '../../lib/list-query';
import { scopeOf } from '../instances/service';
import { findLeadCard } from '../leads/repository';
import * as repo from './repository';

/**
 * `/api/appointments`: the agenda in the simple-rest dialect. Admins see and change the whole
 * organization's visits; a seller only those it attends, and books only for leads it sees. Every
 * booking and move goes through the engine's booking rules, as the AI's do. DELETE cancels (the
 * visit stays, with its history, for the show rate and the seller's record).
 */

const appointmentNotFound = () => notFound('Agendamento não encontrado');
const scopeFor = (actor: AuthContext): repo.AppointmentScope =>
  isAdmin(actor) ? {} : { sellerId: actor.userId };

function toAppointment(row: repo.AppointmentListRow, timeZone: string): Appointment {
  const { appointment } = row;
  return {
    id: appointment.id,
    leadId: appointment.leadId,
    vehicleId: appointment.vehicleId,
    kind: appointment.kind,
    startsAt: isoWithOffset(appointment.startsAt, timeZone),
    durationMinutes: appointment.durationMinutes,
    sellerId: appointment.sellerId,
    status: appointment.status,
    source: appointment.source,
    notes: appointment.notes,
    contactName: row.contactName,
    contactNumber: row.contactNumber,
    conversationId: row.conversationId,
    vehicleLabel: row.vehicleLabel,
    sellerName: row.sellerName,
    createdAt: appointment.createdAt.toISOString(),
    updatedAt: appointment.updatedAt.toISOString(),
  };
}

const slotsOf = (dates: readonly Date[], timeZone: string): FreeSlot[] =>
  dates.map((at) => ({ startsAt: isoWithOffset(at, timeZone), local: shortLocal(at, timeZone) }));

/** A refused booking as the API answers it: the rule (400 on `startsAt`) or the full slot (409), with free times. */
function failureError(outcome: Exclude<AgendaOutcome, { ok: true }>, timeZone: string): HttpError {
  switch (outcome.kind) {
    case 'not_found':
      return notFound(outcome.message);
    case 'status':
      return validationError('status', outcome.message);
    case 'invalid':
      return new HttpError(400, 'validation_error', outcome.message, [
        { field: 'startsAt', message: outcome.message, freeSlots: slotsOf(outcome.freeSlots, timeZone) },
      ]);
    case 'full':
      return new HttpError(409, 'slot_full', outcome.message, {
        freeSlots: slotsOf(outcome.freeSlots, timeZone),
      });
  }
}

async function loadOne(app: FastifyInstance, actor: AuthContext, id: string, timeZone?: string) {
  const row = await repo.findAppointmentListRow(app.db, actor.organizationId, scopeFor(actor), id);
  if (!row) throw appointmentNotFound();
  const zone = timeZone ?? (await loadAgendaSettings(app.db, actor.organizationId)).timezone;
  return toAppointment(row, zone);
}

export async function list(app: FastifyInstance, actor: AuthContext, query: ListQuery) {
  const params = parseListQuery<(typeof APPOINTMENT_SORTABLE)[number], AppointmentFilter>(query, {
    sortable: APPOINTMENT_SORTABLE,
    defaultSort: { field: 'startsAt', order: 'ASC' },
    filter: FilterSchema,
  });
  const [{ rows, total }, settings] = await Promise.all([
    repo.listAppointments(app.db, actor.organizationId, scopeFor(actor), params),
    loadAgendaSettings(app.db, actor.organizationId),
  ]);
  return { offset: params.offset, total, data: rows.map((row) => toAppointment(row, settings.timezone)) };
}

export const getOne = (app: FastifyInstance, actor: AuthContext, id: string): Promise<Appointment> =>
  loadOne(app, actor, id);

/** A seller books and keeps visits for itself; an admin may name any live user of the shop. */
async function checkSeller(app: FastifyInstance, actor: AuthContext, sellerId: string | null | undefined) {
  if (sellerId === undefined || sellerId === null) return;
  if (!isAdmin(actor)) {
    if (sellerId !== actor.userId)
      throw forbidden('Vendedor só pode agendar para si mesmo', 'seller_only_self');
    return;
  }
  if (!(await repo.isOrganizationUser(app.db, actor.organizationId, sellerId))) {
    throw validationError('sellerId', 'Vendedor não encontrado');
  }
}

async function checkVehicle(app: FastifyInstance, actor: AuthContext, vehicleId: string | null | undefined) {
  if (!vehicleId) return;
  if ((await findVehicleLabel(app.db, actor.organizationId, vehicleId)) === undefined) {
    throw validationError('vehicleId', 'Veículo não encontrado');
  }
}

export async function create(
  app: FastifyInstance,
  actor: AuthContext,
  body: AppointmentCreate,
): Promise<Appointment> {
  const lead = await findLeadCard(app.db, actor.organizationId, scopeOf(actor), body.leadId);
  if (!lead) throw notFound('Lead não encontrado');
  await checkSeller(app, actor, body.sellerId);
  await checkVehicle(app, actor, body.vehicleId);
  const outcome = await bookAppointment(app, {
    organizationId: actor.organizationId,
    leadId: body.leadId,
    kind: body.kind,
    startsAt: new Date(body.startsAt),
    durationMinutes: body.durationMinutes,
    vehicleId: body.vehicleId,
    sellerId: isAdmin(actor) ? (body.sellerId ?? undefined) : actor.userId,
    source: 'staff',
    notes: body.notes,
  });
  if (!outcome.ok) {
    throw failureError(outcome, (await loadAgendaSettings(app.db, actor.organizationId)).timezone);
  }
  return loadOne(app, actor, outcome.appointment.id, outcome.settings.timezone);
}

export async function update(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
  body: AppointmentUpdate,
): Promise<Appointment> {
  await loadOne(app, actor, id);
  await checkSeller(app, actor, body.sellerId);
  await checkVehicle(app, actor, body.vehicleId);
  const outcome = await changeAppointment(app, actor.organizationId, id, {
    kind: body.kind,
    startsAt: body.startsAt ? new Date(body.startsAt) : undefined,
    durationMinutes: body.durationMinutes,
    vehicleId: body.vehicleId,
    // A seller keeps its own visits: it cannot hand one over or leave it without a seller.
    sellerId: isAdmin(actor) ? body.sellerId : undefined,
    status: body.status,
    notes: body.notes,
  });
  if (!outcome.ok) {
    throw failureError(outcome, (await loadAgendaSettings(app.db, actor.organizationId)).timezone);
  }
  return loadOne(app, actor, id, outcome.settings.timezone);
}

/** DELETE cancels: the visit stays on record (reports count it), its reminders are withdrawn. */
export async function cancel(app: FastifyInstance, actor: AuthContext, id: string): Promise<Appointment> {
  const current = await loadOne(app, actor, id);
  if (current.status === 'cancelled') return current;
  return update(app, actor, id, { status: 'cancelled' });
}
