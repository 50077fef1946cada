import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { instances, leads, tradeIns } from '../../db/schema';
import type { InstanceScope } from '../instances/repository';
import { visibleLead } from '../leads/scope';

export type TradeInRow = typeof tradeIns.$inferSelect;

/** What the AI's tool or a staff member writes; the reference comes from the price table. */
export type TradeInValues = Pick<
  typeof tradeIns.$inferInsert,
  | 'make'
  | 'model'
  | 'year'
  | 'km'
  | 'plate'
  | 'conditionNotes'
  | 'photoMessageIds'
  | 'referencePrice'
  | 'referenceSource'
  | 'referenceMonth'
>;

export const TRADE_IN_SORTABLE = ['createdAt', 'updatedAt', 'year', 'make'] as const;
export type TradeInSortField = (typeof TRADE_IN_SORTABLE)[number];

/** The trade-ins of the leads the caller may see (a seller: its own leads, as the board). */
export async function listTradeIns(
  db: DbOrTx,
  tenantId: string,
  scope: InstanceScope,
  params: {
    offset: number;
    limit: number;
    sort: { field: TradeInSortField; order: 'ASC' | 'DESC' };
    where: (SQL | undefined)[];
  },
): Promise<{ rows: TradeInRow[]; total: number }> {
  const where = visibleLead(tenantId, scope, eq(tradeIns.organizationId, tenantId), ...params.where);
  const order = params.sort.order === 'ASC' ? asc : desc;
  const rows = await db
    .select({ tradeIn: tradeIns })
    .from(tradeIns)
    .innerJoin(leads, eq(leads.id, tradeIns.leadId))
    .innerJoin(instances, eq(instances.id, leads.instanceId))
    .where(where)
    .orderBy(order(tradeIns[params.sort.field]), asc(tradeIns.id))
    .limit(params.limit)
    .offset(params.offset);
  const [total] = await db
    .select({ n: count() })
    .from(tradeIns)
    .innerJoin(leads, eq(leads.id, tradeIns.leadId))
    .innerJoin(instances, eq(instances.id, leads.instanceId))
    .where(where);
  return { rows: rows.map((row) => row.tradeIn), total: total?.n ?? 0 };
}

export const byId = (id: string | string[]): SQL =>
  Array.isArray(id) ? inArray(tradeIns.id, id) : eq(tradeIns.id, id);

/** Whether the caller may see the lead (the tenant and, for a seller, the board's rule). */
export async function leadIsVisible(db: DbOrTx, tenantId: string, scope: InstanceScope, leadId: string) {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .innerJoin(instances, eq(instances.id, leads.instanceId))
    .where(visibleLead(tenantId, scope, eq(leads.id, leadId)));
  return row !== undefined;
}

/**
 * Writes the lead's trade-in: the first one creates it, a later one (the customer corrects the km,
 * staff edit it) replaces its fields. `createdBy` stays who registered it first.
 */
export async function saveTradeIn(
  db: DbOrTx,
  tenantId: string,
  leadId: string,
  values: TradeInValues,
  createdBy: 'ai' | 'staff',
  at: Date,
): Promise<TradeInRow> {
  const [row] = await db
    .insert(tradeIns)
    .values({ ...values, organizationId: tenantId, leadId, createdBy, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: tradeIns.leadId, set: { ...values, updatedAt: at } })
    .returning();
  if (!row) throw new Error('trade-in not stored');
  return row;
}

export async function findTradeInOfLead(db: DbOrTx, tenantId: string, leadId: string) {
  const [row] = await db
    .select()
    .from(tradeIns)
    .where(and(eq(tradeIns.organizationId, tenantId), eq(tradeIns.leadId, leadId)));
  return row;
}

export const byLead = (leadId: string): SQL => eq(tradeIns.leadId, leadId);
