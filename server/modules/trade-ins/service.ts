import type { FastifyInstance } from 'fastify';
import type { ListQuery } from '../../../contract/common';
import {
  type PriceSource,
  type TradeIn,
  type TradeInBody,
  type TradeInCreateBody,
  TradeInFilter,
} from '../../../contract/financing';
import { findTradeInOfLead, referenceFor, saveTradeIn, type TradeInRow } from '../../financing/trade-ins';
import type { AuthContext } from '../../lib/auth-context';
import { conflict, notFound } from '../../lib/errors';
import { parseListQuery } from '../../lib/list-query';
import { scopeOf } from '../instances/service';
import * as repo from './repository';

const leadNotFound = () => notFound('Lead não encontrado');
const tradeInNotFound = () => notFound('Usado não encontrado');

export function toTradeIn(row: TradeInRow): TradeIn {
  return {
    id: row.id,
    leadId: row.leadId,
    make: row.make,
    model: row.model,
    year: row.year,
    km: row.km,
    plate: row.plate,
    conditionNotes: row.conditionNotes,
    photoMessageIds: row.photoMessageIds,
    referencePrice: row.referencePrice,
    referenceSource: (row.referenceSource as PriceSource | null) ?? null,
    referenceMonth: row.referenceMonth,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function list(app: FastifyInstance, actor: AuthContext, query: ListQuery) {
  const params = parseListQuery(query, {
    sortable: repo.TRADE_IN_SORTABLE,
    defaultSort: { field: 'updatedAt', order: 'DESC' },
    filter: TradeInFilter,
  });
  const scope = scopeOf(actor);
  const { leadId, id } = params.filter;
  // A lead of another organization (or another seller's) is a 404, not an empty list.
  if (leadId && !(await repo.leadIsVisible(app.db, actor.organizationId, scope, leadId)))
    throw leadNotFound();
  const { rows, total } = await repo.listTradeIns(app.db, actor.organizationId, scope, {
    ...params,
    where: [leadId ? repo.byLead(leadId) : undefined, id ? repo.byId(id) : undefined],
  });
  return { offset: params.offset, total, data: rows.map(toTradeIn) };
}

async function visibleTradeIn(app: FastifyInstance, actor: AuthContext, id: string): Promise<TradeInRow> {
  const { rows } = await repo.listTradeIns(app.db, actor.organizationId, scopeOf(actor), {
    offset: 0,
    limit: 1,
    sort: { field: 'updatedAt', order: 'DESC' },
    where: [repo.byId(id)],
  });
  const row = rows[0];
  if (!row) throw tradeInNotFound();
  return row;
}

export async function getOne(app: FastifyInstance, actor: AuthContext, id: string): Promise<TradeIn> {
  return toTradeIn(await visibleTradeIn(app, actor, id));
}

export async function create(
  app: FastifyInstance,
  actor: AuthContext,
  body: TradeInCreateBody,
): Promise<TradeIn> {
  const { leadId, ...car } = body;
  if (!(await repo.leadIsVisible(app.db, actor.organizationId, scopeOf(actor), leadId))) throw leadNotFound();
  if (await findTradeInOfLead(app.db, actor.organizationId, leadId)) {
    throw conflict('trade_in_exists', 'Este lead já tem um usado registrado; edite o existente');
  }
  const row = await saveTradeIn(
    app.db,
    actor.organizationId,
    leadId,
    { ...car, photoMessageIds: [], ...(await referenceFor(app.config, car)) },
    'staff',
    app.clock.now(),
  );
  return toTradeIn(row);
}

/** Staff correct the car; a different make, model or year is quoted again. */
export async function update(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
  body: TradeInBody,
): Promise<TradeIn> {
  const current = await visibleTradeIn(app, actor, id);
  const sameCar = current.make === body.make && current.model === body.model && current.year === body.year;
  const reference = sameCar
    ? {
        referencePrice: current.referencePrice,
        referenceSource: current.referenceSource,
        referenceMonth: current.referenceMonth,
      }
    : await referenceFor(app.config, body);
  const row = await saveTradeIn(
    app.db,
    actor.organizationId,
    current.leadId,
    { ...body, photoMessageIds: current.photoMessageIds, ...reference },
    'staff',
    app.clock.now(),
  );
  return toTradeIn(row);
}
