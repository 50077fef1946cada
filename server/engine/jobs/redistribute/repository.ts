import { and, asc, count, eq, isNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { conversations, instances, leadHistory, leads, organizations, users } from '../../../db/schema';

/** Redistribution waits this long by default (the landing page's promise). */
export const DEFAULT_IDLE_HOURS = 48;
const MAX_IDLE_HOURS = 24 * 90;

export interface RedistributingOrganization {
  id: string;
  idleHours: number;
}

/** `settings.idleLeadHours` when it is a sane number of hours, else the default. */
export function idleHoursOf(value: unknown): number {
  const hours = typeof value === 'string' ? Number(value) : value;
  return typeof hours === 'number' && Number.isFinite(hours) && hours >= 1 && hours <= MAX_IDLE_HOURS
    ? hours
    : DEFAULT_IDLE_HOURS;
}

/** Organizations whose switch is on (organizations.lead_redistribution_enabled), with their hours. */
export async function redistributingOrganizations(db: DbOrTx): Promise<RedistributingOrganization[]> {
  const rows = await db
    .select({ id: organizations.id, hours: sql<unknown>`${organizations.settings}->'idleLeadHours'` })
    .from(organizations)
    .where(and(eq(organizations.leadRedistributionEnabled, true), isNull(organizations.deletedAt)));
  return rows.map((row) => ({ id: row.id, idleHours: idleHoursOf(row.hours) }));
}

export interface IdleLead {
  id: string;
  instanceId: string;
  conversationId: string;
  contactName: string;
  assignedUserId: string;
  /** Start of the idle spell: the latest of creation, assignment, status change, seller activity, human message. */
  idleSince: Date;
}

/**
 * The idle spell of a lead starts at its last sign of a seller: a status change, a message the
 * seller sent (from the app or typed on the phone), the moment it was assigned, or its creation.
 */
const idleSince = sql<Date>`greatest(
  ${leads.createdAt}, ${leads.assignedAt}, ${leads.statusChangedAt}, ${leads.lastSellerActivityAt},
  (select max(m.timestamp) from messages m where m.conversation_id = ${leads.conversationId} and m.origin = 'human')
)`;

/** Still open, held by a seller, idle since before `cutoff`, and this spell not acted on yet. */
const idleCondition = (tenantId: string, cutoff: Date) =>
  and(
    eq(leads.organizationId, tenantId),
    sql`${leads.status} not in ('closed_won', 'closed_lost')`,
    sql`${leads.assignedUserId} is not null`,
    sql`${idleSince} < ${cutoff.toISOString()}::timestamptz`,
    sql`(${leads.redistributedSpellAt} is null or ${leads.redistributedSpellAt} <> ${idleSince})`,
  );

/** Open leads of the organization idle since before `cutoff` whose current spell was not acted on, longest idle first. */
export async function findIdleLeads(
  db: DbOrTx,
  tenantId: string,
  cutoff: Date,
  limit: number,
): Promise<IdleLead[]> {
  const rows = await db
    .select({
      id: leads.id,
      instanceId: leads.instanceId,
      conversationId: leads.conversationId,
      contactName: conversations.contactName,
      assignedUserId: sql<string>`${leads.assignedUserId}`,
      idleSince: idleSince.mapWith(leads.createdAt),
    })
    .from(leads)
    .innerJoin(instances, and(eq(instances.id, leads.instanceId), isNull(instances.deletedAt)))
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .where(idleCondition(tenantId, cutoff))
    .orderBy(sql`${idleSince} asc`, asc(leads.id))
    .limit(limit);
  return rows;
}

export interface EligibleSeller {
  id: string;
  name: string;
  /** When the redistribution last handed this seller a lead (null: never), for the round-robin. */
  lastReceivedAt: Date | null;
}

/**
 * Live sellers (role vendedor) of the organization who own a live instance, least recently served
 * first; among those served in the same sweep, the one who received fewer leads first.
 */
export async function eligibleSellers(db: DbOrTx, tenantId: string): Promise<EligibleSeller[]> {
  const received = db
    .select({
      userId: leadHistory.toUserId,
      at: max(leadHistory.createdAt).as('last_at'),
      received: count().as('received_count'),
    })
    .from(leadHistory)
    .where(
      and(
        eq(leadHistory.organizationId, tenantId),
        eq(leadHistory.kind, 'assignment'),
        isNull(leadHistory.actorUserId),
      ),
    )
    .groupBy(leadHistory.toUserId)
    .as('received');
  const rows = await db
    .select({
      id: users.id,
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      lastReceivedAt: received.at,
    })
    .from(users)
    .leftJoin(received, eq(received.userId, users.id))
    .where(
      and(
        eq(users.organizationId, tenantId),
        isNull(users.deletedAt),
        eq(users.role, 'vendedor'),
        sql`exists (select 1 from ${instances} where ${instances.userId} = ${users.id} and ${instances.deletedAt} is null)`,
      ),
    )
    .orderBy(
      sql`${received.at} asc nulls first`,
      sql`coalesce(${received.received}, 0) asc`,
      asc(users.firstName),
      asc(users.id),
    );
  return rows.map((row) => ({ ...row, lastReceivedAt: row.lastReceivedAt ?? null }));
}

/**
 * Hands the lead to `toUserId` if it is still open, still held by the same seller and still in an
 * idle spell not acted on (checked under a row lock, in SQL, so two sweeps never move it twice).
 * The spell's start is recorded from the row's own values before they change.
 */
export async function reassignIdleLead(
  tx: DbOrTx,
  tenantId: string,
  lead: IdleLead,
  toUserId: string,
  cutoff: Date,
  at: Date,
): Promise<boolean> {
  const [locked] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        eq(leads.id, lead.id),
        eq(leads.assignedUserId, lead.assignedUserId),
        idleCondition(tenantId, cutoff),
      ),
    )
    .for('update', { skipLocked: true });
  if (!locked) return false;
  await tx
    .update(leads)
    .set({ assignedUserId: toUserId, assignedAt: at, redistributedSpellAt: idleSince, updatedAt: at })
    .where(eq(leads.id, lead.id));
  return true;
}
