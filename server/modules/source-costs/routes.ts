import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, ListQuery } from '../../../contract/common';
import { SourceCost, SourceCostBody, SourceCostFilter } from '../../../contract/source-costs';
import { sourceCosts } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { parseListQuery, setListHeaders } from '../../lib/list-query';
import { requireAdmin } from '../../plugins/auth';

const BASE = '/api/source-costs';
const SORTABLE = ['month', 'source', 'amount', 'createdAt'] as const;
type Row = typeof sourceCosts.$inferSelect;

const costNotFound = () => notFound('Custo de fonte não encontrado');
const repeated = () => conflict('source_cost_exists', 'Já existe um custo desta fonte neste mês');

const toCost = (row: Row): SourceCost => ({
  id: row.id,
  source: row.source,
  month: row.month,
  amount: row.amount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A unique index on (organization, source without case, month) answers the repeat: one row a month. */
async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw repeated();
    throw error;
  }
}

const own = (tenantId: string, id: string): SQL =>
  and(eq(sourceCosts.organizationId, tenantId), eq(sourceCosts.id, id)) as SQL;

async function list(app: FastifyInstance, tenantId: string, query: ListQuery) {
  const params = parseListQuery(query, {
    sortable: SORTABLE,
    defaultSort: { field: 'month', order: 'DESC' },
    filter: SourceCostFilter,
  });
  const { id, month } = params.filter;
  const where = and(
    eq(sourceCosts.organizationId, tenantId),
    id === undefined ? undefined : Array.isArray(id) ? inArray(sourceCosts.id, id) : eq(sourceCosts.id, id),
    month ? eq(sourceCosts.month, month) : undefined,
  );
  const order = params.sort.order === 'ASC' ? asc : desc;
  const rows = await app.db
    .select()
    .from(sourceCosts)
    .where(where)
    .orderBy(order(sourceCosts[params.sort.field]), asc(sourceCosts.id))
    .limit(params.limit)
    .offset(params.offset);
  const [total] = await app.db.select({ n: count() }).from(sourceCosts).where(where);
  return { offset: params.offset, total: total?.n ?? 0, data: rows.map(toCost) };
}

/** `source-costs` (admins, simple-rest): what the shop spent on each source per month (issue 29). */
export const sourceCostRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    { onRequest: requireAdmin, schema: { querystring: ListQuery, response: { 200: SourceCost.array() } } },
    async (request, reply) => {
      const page = await list(app, request.auth.organizationId, request.query);
      setListHeaders(reply, 'source-costs', {
        offset: page.offset,
        count: page.data.length,
        total: page.total,
      });
      return page.data;
    },
  );

  app.get(
    `${BASE}/:id`,
    { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: SourceCost } } },
    async (request) => {
      const [row] = await app.db
        .select()
        .from(sourceCosts)
        .where(own(request.auth.organizationId, request.params.id));
      if (!row) throw costNotFound();
      return toCost(row);
    },
  );

  app.post(
    BASE,
    { onRequest: requireAdmin, schema: { body: SourceCostBody, response: { 201: SourceCost } } },
    async (request, reply) => {
      const [row] = await saving(() =>
        app.db
          .insert(sourceCosts)
          .values({ organizationId: request.auth.organizationId, ...request.body })
          .returning(),
      );
      if (!row) throw new Error('source cost insert returned no row');
      return reply.code(201).send(toCost(row));
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      onRequest: requireAdmin,
      schema: { params: IdParams, body: SourceCostBody, response: { 200: SourceCost } },
    },
    async (request) => {
      const [row] = await saving(() =>
        app.db
          .update(sourceCosts)
          .set({ ...request.body, updatedAt: app.clock.now() })
          .where(own(request.auth.organizationId, request.params.id))
          .returning(),
      );
      if (!row) throw costNotFound();
      return toCost(row);
    },
  );

  app.delete(
    `${BASE}/:id`,
    { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: SourceCost } } },
    async (request) => {
      const [row] = await app.db
        .delete(sourceCosts)
        .where(own(request.auth.organizationId, request.params.id))
        .returning();
      if (!row) throw costNotFound();
      return toCost(row);
    },
  );
};
