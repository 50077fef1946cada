import { and, asc, eq, gt, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import { ACTIVE_APPOINTMENT_STATUSES } from '../../../contract/agenda';
import type { DbOrTx } from '../../db/client';
import { appointments, conversations, instances, leads, organizations, vehicles } from '../../db/schema';
import type { TimeRange } from './rules';

export type AppointmentRow = typeof appointments.$inferSelect;

/** Longest visit the contract allows: a visit starting this long before a window may still overlap it. */
const LONGEST_VISIT_MS = 8 * 3_600_000;

/** The shop's scheduled and confirmed visits that may overlap `[from, to)`, except one being moved. */
export async function busyBetween(
  db: DbOrTx,
  organizationId: string,
  window: { from: Date; to: Date },
  exceptId?: string,
): Promise<TimeRange[]> {
  const where: (SQL | undefined)[] = [
    eq(appointments.organizationId, organizationId),
    inArray(appointments.status, [...ACTIVE_APPOINTMENT_STATUSES]),
    gt(appointments.startsAt, new Date(window.from.getTime() - LONGEST_VISIT_MS)),
    lt(appointments.startsAt, window.to),
    exceptId ? ne(appointments.id, exceptId) : undefined,
  ];
  return db
    .select({ startsAt: appointments.startsAt, durationMinutes: appointments.durationMinutes })
    .from(appointments)
    .where(and(...where));
}

export async function findAppointment(
  db: DbOrTx,
  organizationId: string,
  id: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.organizationId, organizationId), eq(appointments.id, id)));
  return row;
}

/** The lead a booking is for, with its conversation and the seller in charge (assigned, else the number's owner). */
export async function findBookingLead(db: DbOrTx, organizationId: string, leadId: string) {
  const [row] = await db
    .select({
      leadId: leads.id,
      conversationId: leads.conversationId,
      instanceId: leads.instanceId,
      sellerId: sql<string | null>`coalesce(${leads.assignedUserId}, ${instances.userId})`,
      contactName: conversations.contactName,
      contactNumber: conversations.contactNumber,
    })
    .from(leads)
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .innerJoin(instances, eq(instances.id, leads.instanceId))
    .where(and(eq(leads.organizationId, organizationId), eq(leads.id, leadId)));
  return row;
}
export type BookingLead = NonNullable<Awaited<ReturnType<typeof findBookingLead>>>;

/** The lead's next scheduled or confirmed visit (the one the customer means by "minha visita"). */
export async function upcomingOfLead(
  db: DbOrTx,
  organizationId: string,
  leadId: string,
  now: Date,
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.organizationId, organizationId),
        eq(appointments.leadId, leadId),
        inArray(appointments.status, [...ACTIVE_APPOINTMENT_STATUSES]),
        gt(appointments.startsAt, now),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(1);
  return row;
}

/** "Corolla XEi 2020", or null for a visit without a car. */
export const vehicleLabelSql = sql<
  string | null
>`nullif(trim(${vehicles.model} || ' ' || ${vehicles.version} || ' ' || ${vehicles.year}::text), '')`;

export async function findVehicleLabel(
  db: DbOrTx,
  organizationId: string,
  vehicleId: string | null,
): Promise<string | null | undefined> {
  if (!vehicleId) return null;
  const [row] = await db
    .select({ label: vehicleLabelSql })
    .from(vehicles)
    .where(and(eq(vehicles.organizationId, organizationId), eq(vehicles.id, vehicleId)));
  return row ? row.label : undefined;
}

/** What a reminder or notice says: the visit, who comes, which car, which shop. */
export async function findAppointmentContext(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select({
      appointment: appointments,
      conversationId: leads.conversationId,
      instanceId: leads.instanceId,
      contactName: conversations.contactName,
      contactNumber: conversations.contactNumber,
      shopName: organizations.name,
      vehicleLabel: vehicleLabelSql,
    })
    .from(appointments)
    .innerJoin(leads, eq(leads.id, appointments.leadId))
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .innerJoin(organizations, eq(organizations.id, appointments.organizationId))
    .leftJoin(vehicles, eq(vehicles.id, appointments.vehicleId))
    .where(and(eq(appointments.organizationId, organizationId), eq(appointments.id, id)));
  return row;
}
export type AppointmentContext = NonNullable<Awaited<ReturnType<typeof findAppointmentContext>>>;
