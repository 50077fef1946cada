import { z } from 'zod';
import { Id, IdFilter } from './common';

/** The shop's agenda: test drives, visits and trade-in evaluations (`/api/appointments`, `/agenda`). */

export const APPOINTMENT_KINDS = ['test_drive', 'visita', 'avaliacao_usado'] as const;
export const APPOINTMENT_STATUSES = ['scheduled', 'confirmed', 'done', 'no_show', 'cancelled'] as const;
export const APPOINTMENT_SOURCES = ['ai', 'staff'] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export type AppointmentSource = (typeof APPOINTMENT_SOURCES)[number];

/** Statuses that hold a place in a slot: a cancelled visit frees it, a past one no longer matters. */
export const ACTIVE_APPOINTMENT_STATUSES: readonly AppointmentStatus[] = ['scheduled', 'confirmed'];

export const DEFAULT_APPOINTMENT_MINUTES = 60;

/** `2025-12-06T10:00:00-03:00`: a moment with its offset, as the API reads and writes `startsAt`. */
const OFFSET_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
export const StartsAt = z
  .string({ message: 'Informe data e hora' })
  .regex(OFFSET_DATE_TIME, 'Data e hora inválidas: use o formato ISO com fuso (2025-12-06T10:00:00-03:00)')
  .refine((text) => !Number.isNaN(Date.parse(text)), 'Data e hora inválidas');

export const Appointment = z.object({
  id: Id,
  leadId: Id,
  vehicleId: Id.nullable(),
  kind: z.enum(APPOINTMENT_KINDS),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  sellerId: Id.nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  source: z.enum(APPOINTMENT_SOURCES),
  notes: z.string(),
  /** Joined for the lists: who comes, which car, with whom. */
  contactName: z.string(),
  contactNumber: z.string(),
  conversationId: Id,
  vehicleLabel: z.string().nullable(),
  sellerName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Appointment = z.infer<typeof Appointment>;

const kind = z.enum(APPOINTMENT_KINDS, {
  message: 'Tipo inválido: use test_drive, visita ou avaliacao_usado',
});
const notes = z.string().trim().max(2000, 'Observações com no máximo 2000 caracteres');
const duration = z
  .number({ message: 'Duração deve ser um número' })
  .int('Duração deve ser em minutos inteiros')
  .min(15, 'Duração mínima de 15 minutos')
  .max(480, 'Duração máxima de 8 horas');

/** A booking by staff; the seller defaults to the lead's seller. */
export const AppointmentCreate = z.object({
  leadId: Id,
  vehicleId: Id.nullish().transform((value) => value ?? null),
  kind,
  startsAt: StartsAt,
  durationMinutes: duration.optional(),
  sellerId: Id.nullish(),
  notes: notes.default(''),
});
export type AppointmentCreate = z.infer<typeof AppointmentCreate>;
export type AppointmentCreateInput = z.input<typeof AppointmentCreate>;

/** A move, a status, another seller or notes; react-admin sends the whole record, so extra fields are ignored. */
export const AppointmentUpdate = z.object({
  vehicleId: Id.nullish(),
  kind: kind.optional(),
  startsAt: StartsAt.optional(),
  durationMinutes: duration.optional(),
  sellerId: Id.nullish(),
  status: z.enum(APPOINTMENT_STATUSES, { message: 'Status inválido' }).optional(),
  notes: notes.optional(),
});
export type AppointmentUpdate = z.infer<typeof AppointmentUpdate>;

export const AppointmentFilter = z.object({
  q: z.string().trim().max(100).optional(),
  from: StartsAt.optional(),
  to: StartsAt.optional(),
  sellerId: Id.optional(),
  status: z.union([z.enum(APPOINTMENT_STATUSES), z.array(z.enum(APPOINTMENT_STATUSES)).max(5)]).optional(),
  kind: z.enum(APPOINTMENT_KINDS).optional(),
  leadId: Id.optional(),
  id: IdFilter.optional(),
});
export type AppointmentFilter = z.infer<typeof AppointmentFilter>;

export const APPOINTMENT_SORTABLE = ['startsAt', 'createdAt', 'updatedAt', 'status', 'kind'] as const;

/** 409 and 400 details: the nearest free times the caller may offer instead. */
export const FreeSlot = z.object({ startsAt: z.string(), local: z.string() });
export type FreeSlot = z.infer<typeof FreeSlot>;
