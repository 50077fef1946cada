import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { LogEntry, LogFilter } from '../../../contract/logs';
import { LogFilter as FilterSchema } from '../../../contract/logs';
import type { DbOrTx } from '../../db/client';
import { instances, logs } from '../../db/schema';
import { type ListParams, type ListSpec, likePattern } from '../../lib/list-query';

export type LogSortField = 'timestamp';

export const LOG_LIST_SPEC: ListSpec<LogSortField, LogFilter> = {
  sortable: ['timestamp'],
  defaultSort: { field: 'timestamp', order: 'DESC' },
  filter: FilterSchema,
};

function whereOf(tenantId: string, filter: LogFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(logs.organizationId, tenantId)];
  if (filter.level && filter.level !== 'all') conditions.push(eq(logs.level, filter.level));
  if (filter.instanceId) conditions.push(eq(logs.instanceId, filter.instanceId));
  if (filter.category) conditions.push(eq(logs.category, filter.category));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(or(ilike(logs.message, pattern), sql`${logs.metadata}::text ilike ${pattern}`));
  }
  if (filter.from) conditions.push(gte(logs.timestamp, new Date(filter.from)));
  if (filter.to) conditions.push(lte(logs.timestamp, new Date(filter.to)));
  return and(...conditions);
}

const columns = {
  id: logs.id,
  timestamp: logs.timestamp,
  level: logs.level,
  category: logs.category,
  message: logs.message,
  instanceId: logs.instanceId,
  instanceName: instances.name,
  metadata: logs.metadata,
};

export async function listLogs(
  db: DbOrTx,
  tenantId: string,
  params: Pick<ListParams<LogSortField, LogFilter>, 'offset' | 'limit' | 'filter'> & {
    sort?: ListParams<LogSortField, LogFilter>['sort'];
  },
  withTotal = true,
): Promise<{ rows: LogEntry[]; total: number }> {
  const where = whereOf(tenantId, params.filter);
  const direction = params.sort?.order === 'ASC' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(logs)
      .leftJoin(instances, eq(instances.id, logs.instanceId))
      .where(where)
      .orderBy(direction(logs.timestamp), direction(logs.id))
      .limit(params.limit)
      .offset(params.offset),
    withTotal ? db.select({ total: count() }).from(logs).where(where) : Promise.resolve([{ total: 0 }]),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, timestamp: row.timestamp.toISOString() })),
    total: totals[0]?.total ?? 0,
  };
}
