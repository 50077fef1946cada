import { and, eq, isNull, sql } from 'drizzle-orm';
import { planOf } from '../../contract/plans';
import type { DbOrTx } from '../db/client';
import { messages, organizations } from '../db/schema';

/**
 * An organization's usage, counted from the live rows every time (never a cached counter that
 * drifts). The month is the calendar month in the organization's time zone; message times are the
 * database's, so the month start is taken from the database clock too.
 */

/*
 * Written with explicit table names: drizzle leaves columns unqualified in a one-table query, and
 * these subqueries must point at the outer organization row.
 */
const monthStart = sql.raw(
  `(date_trunc('month', now() at time zone "organizations"."timezone") at time zone "organizations"."timezone")`,
);

/** Correlated counts for a query over `organizations`. */
export const usageColumns = {
  currentInstances: sql<number>`(select count(*)::int from instances i where i.organization_id = "organizations"."id" and i.deleted_at is null)`,
  currentUsers: sql<number>`(select count(*)::int from users u where u.organization_id = "organizations"."id" and u.deleted_at is null)`,
  messagesThisMonth: sql<number>`(select count(*)::int from messages m where m.organization_id = "organizations"."id" and m.created_at >= ${monthStart})`,
};

export interface Usage {
  currentInstances: number;
  currentUsers: number;
  messagesThisMonth: number;
}

export async function organizationUsage(db: DbOrTx, organizationId: string): Promise<Usage | undefined> {
  const [row] = await db
    .select(usageColumns)
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), isNull(organizations.deletedAt)));
  return row;
}

/**
 * Whether the organization's messages this month have reached its plan's maximum. Counts at most
 * the limit's worth of rows, and nothing at all for unlimited plans, so the check stays cheap on
 * every customer message.
 */
export async function messageQuotaReached(db: DbOrTx, organizationId: string): Promise<boolean> {
  const [org] = await db
    .select({ plan: organizations.plan, timezone: organizations.timezone })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!org) return false;
  const limit = planOf(org.plan).maxMessagesPerMonth;
  if (limit === null) return false;
  const start = sql`(date_trunc('month', now() at time zone ${org.timezone}) at time zone ${org.timezone})`;
  const counted = db
    .select({ one: sql`1`.as('one') })
    .from(messages)
    .where(and(eq(messages.organizationId, organizationId), sql`${messages.createdAt} >= ${start}`))
    .limit(limit)
    .as('counted');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(counted);
  return (row?.n ?? 0) >= limit;
}
