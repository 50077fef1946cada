import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { instances, leads, users } from '../../db/schema';
import type { InstanceScope } from '../instances/repository';

/** The seller in charge of a lead, joined by the lists that show its name. */
export const sellers = alias(users, 'seller');

/** "Ana Souza", or null when the lead has no seller. */
export const sellerName = sql<
  string | null
>`nullif(trim(${sellers.firstName} || ' ' || ${sellers.lastName}), '')`;

/**
 * Which leads a caller sees (DESIGN §3): an admin the organization's leads on live instances; a
 * seller the leads assigned to it, and those of its own instances nobody was assigned to. A lead
 * handed to another seller leaves the first one's board with it. Queries join `instances`.
 */
export function visibleLead(
  tenantId: string,
  scope: InstanceScope,
  ...more: (SQL | undefined)[]
): SQL | undefined {
  const mine = scope.ownerId
    ? or(
        eq(leads.assignedUserId, scope.ownerId),
        and(isNull(leads.assignedUserId), eq(instances.userId, scope.ownerId)),
      )
    : undefined;
  return and(
    eq(leads.organizationId, tenantId),
    eq(instances.organizationId, tenantId),
    isNull(instances.deletedAt),
    mine,
    ...more,
  );
}
