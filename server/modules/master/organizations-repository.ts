import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Organization, OrganizationListFilter } from '../../../contract/organizations';
import {
  OrganizationListFilter as FilterSchema,
  ORGANIZATION_SORT_FIELDS,
  type SubscriptionStatus,
} from '../../../contract/organizations';
import { PLANS, type PlanKey, planOf } from '../../../contract/plans';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/schema';
import { type ListParams, type ListSpec, likePattern } from '../../lib/list-query';
import { usageColumns } from '../../lib/usage';

export type OrganizationSortField = (typeof ORGANIZATION_SORT_FIELDS)[number];

export const ORGANIZATION_LIST_SPEC: ListSpec<OrganizationSortField, OrganizationListFilter> = {
  sortable: ORGANIZATION_SORT_FIELDS,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filter: FilterSchema,
};

const SORT_COLUMNS = {
  id: organizations.id,
  name: organizations.name,
  createdAt: organizations.createdAt,
  subscriptionStatus: organizations.subscriptionStatus,
  subscriptionPlan: organizations.plan,
} as const;

const columns = {
  id: organizations.id,
  name: organizations.name,
  slug: organizations.slug,
  address: organizations.address,
  ownerName: organizations.ownerName,
  ownerEmail: organizations.ownerEmail,
  subscriptionStatus: organizations.subscriptionStatus,
  plan: organizations.plan,
  trialEndsAt: organizations.trialEndsAt,
  nextPaymentAt: organizations.currentPeriodEnd,
  createdAt: organizations.createdAt,
  ...usageColumns,
};

interface Row {
  id: string;
  name: string;
  slug: string;
  address: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  subscriptionStatus: string;
  plan: string;
  trialEndsAt: Date | null;
  nextPaymentAt: Date | null;
  createdAt: Date;
  currentInstances: number;
  currentUsers: number;
  messagesThisMonth: number;
}

export function toOrganization(row: Row): Organization {
  const plan = planOf(row.plan);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    address: row.address,
    ownerName: row.ownerName,
    ownerEmail: row.ownerEmail,
    subscriptionStatus: row.subscriptionStatus as SubscriptionStatus,
    subscriptionPlan: (row.plan in PLANS ? row.plan : 'starter') as PlanKey,
    currentInstances: row.currentInstances,
    maxInstances: plan.maxInstances,
    currentUsers: row.currentUsers,
    maxUsers: plan.maxUsers,
    messagesThisMonth: row.messagesThisMonth,
    maxMessagesPerMonth: plan.maxMessagesPerMonth,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    nextPaymentAt: row.nextPaymentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function whereOf(filter: OrganizationListFilter): SQL | undefined {
  const ids = filter.id === undefined ? undefined : [filter.id].flat();
  const pattern = filter.q ? likePattern(filter.q) : undefined;
  return and(
    isNull(organizations.deletedAt),
    ids ? inArray(organizations.id, ids) : undefined,
    filter.subscriptionStatus ? eq(organizations.subscriptionStatus, filter.subscriptionStatus) : undefined,
    filter.subscriptionPlan ? eq(organizations.plan, filter.subscriptionPlan) : undefined,
    pattern
      ? or(
          ilike(organizations.name, pattern),
          ilike(organizations.slug, pattern),
          ilike(organizations.ownerEmail, pattern),
        )
      : undefined,
  );
}

/** Every live organization with its usage, a page at a time (the platform owner's list). */
export async function listOrganizations(
  db: DbOrTx,
  params: ListParams<OrganizationSortField, OrganizationListFilter>,
): Promise<{ rows: Organization[]; total: number }> {
  const where = whereOf(params.filter);
  const order = params.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(organizations)
      .where(where)
      .orderBy(order(SORT_COLUMNS[params.sort.field]), asc(organizations.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ n: count() }).from(organizations).where(where),
  ]);
  return { rows: rows.map(toOrganization), total: total?.n ?? 0 };
}

export async function findOrganization(db: DbOrTx, id: string): Promise<Organization | undefined> {
  const [row] = await db
    .select(columns)
    .from(organizations)
    .where(and(eq(organizations.id, id), isNull(organizations.deletedAt)));
  return row ? toOrganization(row) : undefined;
}
