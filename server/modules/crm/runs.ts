import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type CrmSyncRun, CrmSyncRunFilter, type CrmSyncRunsResponse } from '../../../contract/crm';
import { crmSyncRuns, jobs } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import { type ListParams, type ListSpec, likePattern } from '../../lib/list-query';
import { crmSyncKey } from '../../stock/sync-job';

export const RUN_SORTS = ['id', 'startedAt', 'finishedAt', 'status', 'trigger'] as const;
export type RunSort = (typeof RUN_SORTS)[number];

const SORT_COLUMNS = {
  id: crmSyncRuns.id,
  startedAt: crmSyncRuns.startedAt,
  finishedAt: crmSyncRuns.finishedAt,
  status: crmSyncRuns.status,
  trigger: crmSyncRuns.trigger,
} as const;

type RunRow = typeof crmSyncRuns.$inferSelect;

function toRun(row: RunRow): CrmSyncRun {
  return {
    id: row.id,
    trigger: row.trigger,
    attempt: row.attempt,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    stockInserted: row.stockInserted,
    stockUpdated: row.stockUpdated,
    stockRemoved: row.stockRemoved,
    stockUnchanged: row.stockUnchanged,
    leadsPushed: row.leadsPushed,
    error: row.error,
  };
}

function where(tenantId: string, filter: CrmSyncRunFilter): SQL | undefined {
  const ids = filter.id === undefined ? undefined : [filter.id].flat();
  return and(
    eq(crmSyncRuns.organizationId, tenantId),
    ids ? inArray(crmSyncRuns.id, ids) : undefined,
    filter.status ? eq(crmSyncRuns.status, filter.status) : undefined,
    filter.trigger ? eq(crmSyncRuns.trigger, filter.trigger) : undefined,
    filter.q
      ? or(ilike(crmSyncRuns.status, likePattern(filter.q)), ilike(crmSyncRuns.error, likePattern(filter.q)))
      : undefined,
  );
}

/** One page of the organization's CRM sync runs, newest first by default. */
export async function listRunPage(
  app: FastifyInstance,
  actor: AuthContext,
  params: ListParams<RunSort, CrmSyncRunFilter>,
): Promise<{ rows: CrmSyncRun[]; total: number }> {
  const direction = params.sort.order === 'DESC' ? desc : asc;
  const condition = where(actor.organizationId, params.filter);
  const rows = await app.db
    .select()
    .from(crmSyncRuns)
    .where(condition)
    .orderBy(direction(SORT_COLUMNS[params.sort.field]), desc(crmSyncRuns.startedAt), asc(crmSyncRuns.id))
    .offset(params.offset)
    .limit(params.limit);
  const [total] = await app.db.select({ total: count() }).from(crmSyncRuns).where(condition);
  return { rows: rows.map(toRun), total: Number(total?.total ?? 0) };
}

export const RUN_LIST_SPEC: ListSpec<RunSort, CrmSyncRunFilter> = {
  sortable: RUN_SORTS,
  defaultSort: { field: 'startedAt', order: 'DESC' },
  filter: CrmSyncRunFilter,
};

export async function findRun(app: FastifyInstance, actor: AuthContext, id: string): Promise<CrmSyncRun> {
  const [row] = await app.db
    .select()
    .from(crmSyncRuns)
    .where(and(eq(crmSyncRuns.id, id), eq(crmSyncRuns.organizationId, actor.organizationId)));
  if (!row) throw notFound('Sincronização não encontrada');
  return toRun(row);
}

/** When the queued sync of the organization will run; null when none is queued. */
export async function nextSyncAt(app: FastifyInstance, tenantId: string): Promise<string | null> {
  const [pending] = await app.db
    .select({ runAt: jobs.runAt })
    .from(jobs)
    .where(eq(jobs.dedupeKey, crmSyncKey(tenantId)))
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  return pending?.runAt.toISOString() ?? null;
}

/** `GET /api/user/autocerto-config/runs`: the last 20 runs and the next queued sync, in one answer. */
export async function recentRuns(app: FastifyInstance, actor: AuthContext): Promise<CrmSyncRunsResponse> {
  const page = await listRunPage(app, actor, {
    offset: 0,
    limit: 20,
    sort: RUN_LIST_SPEC.defaultSort,
    filter: {},
  });
  return { runs: page.rows, nextSyncAt: await nextSyncAt(app, actor.organizationId) };
}
