import { asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { instances, leads, tradeIns } from '../../db/schema';
import type { TradeInRow } from '../../financing/trade-ins';
import type { InstanceScope } from '../instances/repository';
import { visibleLead } from '../leads/scope';

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

export const byLead = (leadId: string): SQL => eq(tradeIns.leadId, leadId);
