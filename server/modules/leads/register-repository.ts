import { and, asc, count, desc, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { onlyDigits } from '../../../contract/common';
import type { LeadRegisterFilter, LeadRegisterSort } from '../../../contract/lead-register';
import type { DbOrTx } from '../../db/client';
import { conversations, instances, leads } from '../../db/schema';
import { type ListParams, likePattern } from '../../lib/list-query';
import type { InstanceScope } from '../instances/repository';
import { cardColumns, type LeadCardRow } from './repository';
import { sellerName, sellers, visibleLead } from './scope';

const SORT_COLUMNS: Record<LeadRegisterSort, SQL> = {
  id: sql`${leads.id}`,
  createdAt: sql`${leads.createdAt}`,
  contactName: sql`lower(${conversations.contactName})`,
  status: sql`${leads.status}`,
  qualificationLevel: sql`${leads.qualificationLevel}`,
  aiQualificationScore: sql`${leads.aiQualificationScore}`,
  lastMessageAt: sql`${conversations.lastMessageAt}`,
  instanceName: sql`lower(${instances.name})`,
  sellerName: sql`lower(${sellerName})`,
  saleValue: sql`${leads.saleValue}`,
};

const list = <T>(value: T | T[] | undefined): T[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

/** Start of a calendar day in the organization's time zone, as an instant. */
const dayStart = (day: string, timezone: string): SQL =>
  sql`((${day})::date)::timestamp at time zone ${timezone}`;

function filterConditions(filter: LeadRegisterFilter, timezone: string): (SQL | undefined)[] {
  const statuses = list(filter.status);
  const levels = list(filter.qualificationLevel);
  const instanceIds = list(filter.instanceId);
  const sellerIds = list(filter.assignedUserId);
  const ids = list(filter.id);
  const text = filter.q;
  const digits = text ? onlyDigits(text) : '';
  return [
    statuses?.length ? inArray(leads.status, statuses) : undefined,
    levels?.length ? inArray(leads.qualificationLevel, levels) : undefined,
    instanceIds?.length ? inArray(leads.instanceId, instanceIds) : undefined,
    sellerIds?.length ? inArray(leads.assignedUserId, sellerIds) : undefined,
    ids?.length ? inArray(leads.id, ids) : undefined,
    filter.createdFrom ? sql`${leads.createdAt} >= ${dayStart(filter.createdFrom, timezone)}` : undefined,
    filter.createdTo
      ? sql`${leads.createdAt} < ${dayStart(filter.createdTo, timezone)} + interval '1 day'`
      : undefined,
    text
      ? or(
          ilike(conversations.contactName, likePattern(text)),
          like(conversations.contactNumber, likePattern(text)),
          digits.length >= 3 ? like(conversations.contactNumber, likePattern(digits)) : undefined,
          ilike(leads.soldChannel, likePattern(text)),
          ilike(leads.lostReason, likePattern(text)),
        )
      : undefined,
  ];
}

export interface RegisterQuery {
  tenantId: string;
  scope: InstanceScope;
  timezone: string;
  filter: LeadRegisterFilter;
  sort: ListParams<LeadRegisterSort, unknown>['sort'];
}

const base = (db: DbOrTx) =>
  db
    .select(cardColumns)
    .from(leads)
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .innerJoin(instances, eq(instances.id, leads.instanceId))
    .leftJoin(sellers, eq(sellers.id, leads.assignedUserId));

/** One page of the register, in a stable order (the sort, then newest, then id). */
export async function listRegisterPage(
  db: DbOrTx,
  query: RegisterQuery,
  page: { offset: number; limit: number },
): Promise<LeadCardRow[]> {
  const where = visibleLead(query.tenantId, query.scope, ...filterConditions(query.filter, query.timezone));
  const direction = query.sort.order === 'DESC' ? desc : asc;
  const column = SORT_COLUMNS[query.sort.field];
  return base(db)
    .where(where)
    .orderBy(
      query.sort.order === 'DESC' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`,
      direction(leads.createdAt),
      direction(leads.id),
    )
    .offset(page.offset)
    .limit(page.limit);
}

export async function countRegister(db: DbOrTx, query: RegisterQuery): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(leads)
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .innerJoin(instances, eq(instances.id, leads.instanceId))
    .where(and(visibleLead(query.tenantId, query.scope, ...filterConditions(query.filter, query.timezone))));
  return Number(row?.total ?? 0);
}
