import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { APPOINTMENT_SORTABLE, AppointmentFilter } from '../../../contract/agenda';
import type { DbOrTx } from '../../db/client';
import { appointments, conversations, leads, users, vehicles } from '../../db/schema';
import { vehicleLabelSql } from '../../engine/agenda';
import type { ListParams } from '../../lib/list-query';
import { likePattern } from '../../lib/list-query';

type SortField = (typeof APPOINTMENT_SORTABLE)[number];

/** Who sees which visits: an admin the organization's, a seller the ones it attends. */
export interface AppointmentScope {
  sellerId?: string;
}

const sellerNameSql = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

const listColumns = {
  appointment: appointments,
  contactName: conversations.contactName,
  contactNumber: conversations.contactNumber,
  conversationId: leads.conversationId,
  vehicleLabel: vehicleLabelSql,
  sellerName: sellerNameSql,
};
export type AppointmentListRow = {
  appointment: typeof appointments.$inferSelect;
  contactName: string;
  contactNumber: string;
  conversationId: string;
  vehicleLabel: string | null;
  sellerName: string | null;
};

function joined(db: DbOrTx) {
  return db
    .select(listColumns)
    .from(appointments)
    .innerJoin(leads, eq(leads.id, appointments.leadId))
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .leftJoin(vehicles, eq(vehicles.id, appointments.vehicleId))
    .leftJoin(users, eq(users.id, appointments.sellerId));
}

function conditions(tenantId: string, scope: AppointmentScope, filter: AppointmentFilter): SQL[] {
  const where: SQL[] = [eq(appointments.organizationId, tenantId)];
  if (scope.sellerId) where.push(eq(appointments.sellerId, scope.sellerId));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const search = or(
      ilike(conversations.contactName, pattern),
      ilike(conversations.contactNumber, pattern),
      ilike(appointments.notes, pattern),
      sql`${vehicleLabelSql} ilike ${pattern}`,
    );
    if (search) where.push(search);
  }
  if (filter.from) where.push(gte(appointments.startsAt, new Date(filter.from)));
  if (filter.to) where.push(lt(appointments.startsAt, new Date(filter.to)));
  if (filter.sellerId) where.push(eq(appointments.sellerId, filter.sellerId));
  if (filter.status) {
    where.push(inArray(appointments.status, Array.isArray(filter.status) ? filter.status : [filter.status]));
  }
  if (filter.kind) where.push(eq(appointments.kind, filter.kind));
  if (filter.leadId) where.push(eq(appointments.leadId, filter.leadId));
  if (filter.id) where.push(inArray(appointments.id, Array.isArray(filter.id) ? filter.id : [filter.id]));
  return where;
}

export async function listAppointments(
  db: DbOrTx,
  tenantId: string,
  scope: AppointmentScope,
  params: ListParams<SortField, AppointmentFilter>,
): Promise<{ rows: AppointmentListRow[]; total: number }> {
  const where = and(...conditions(tenantId, scope, params.filter));
  const column = appointments[params.sort.field];
  const order = params.sort.order === 'ASC' ? asc(column) : desc(column);
  const [rows, [totalRow]] = await Promise.all([
    joined(db).where(where).orderBy(order, asc(appointments.id)).limit(params.limit).offset(params.offset),
    db
      .select({ total: count() })
      .from(appointments)
      .innerJoin(leads, eq(leads.id, appointments.leadId))
      .innerJoin(conversations, eq(conversations.id, leads.conversationId))
      .leftJoin(vehicles, eq(vehicles.id, appointments.vehicleId))
      .where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findAppointmentListRow(
  db: DbOrTx,
  tenantId: string,
  scope: AppointmentScope,
  id: string,
): Promise<AppointmentListRow | undefined> {
  const where = [eq(appointments.organizationId, tenantId), eq(appointments.id, id)];
  if (scope.sellerId) where.push(eq(appointments.sellerId, scope.sellerId));
  const [row] = await joined(db).where(and(...where));
  return row;
}

/** Whether a user is a live member of the organization (a visit's seller must be). */
export async function isOrganizationUser(db: DbOrTx, tenantId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, tenantId), eq(users.id, userId), isNull(users.deletedAt)));
  return row !== undefined;
}
