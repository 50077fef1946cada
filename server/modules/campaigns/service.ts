import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type CampaignCreateBody,
  CampaignFilter,
  type CampaignRecord,
  type CampaignStatus,
} from '../../../contract/campaigns';
import type { ListQuery } from '../../../contract/common';
import { templateVariables } from '../../../contract/message-templates';
import type { DbOrTx } from '../../db/client';
import { campaignRecipients, campaigns, instances } from '../../db/schema';
import { cancelJobs } from '../../jobs/queue';
import type { AuthContext } from '../../lib/auth-context';
import { conflict, notFound, validationError } from '../../lib/errors';
import { parseListQuery } from '../../lib/list-query';
import { ownTemplate } from '../message-templates/service';
import { materializeRecipients } from './audience';
import { campaignJobKey, scheduleNextSend } from './run';

type Row = typeof campaigns.$inferSelect;
const SORTABLE = ['createdAt', 'name', 'status'] as const;

export const campaignNotFound = () => notFound('Campanha não encontrada');

const progress = {
  total: sql<number>`(select count(*)::int from ${campaignRecipients} r where r.campaign_id = campaigns.id)`,
  sent: sql<number>`(select count(*)::int from ${campaignRecipients} r where r.campaign_id = campaigns.id and r.status = 'sent')`,
  failed: sql<number>`(select count(*)::int from ${campaignRecipients} r where r.campaign_id = campaigns.id and r.status = 'failed')`,
};

function toRecord(row: Row & { total: number; sent: number; failed: number }): CampaignRecord {
  return {
    id: row.id,
    name: row.name,
    instanceId: row.instanceId,
    templateId: row.templateId,
    text: row.text,
    variables: row.variables,
    audience: row.audience,
    status: row.status,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    total: row.total,
    sent: row.sent,
    failed: row.failed,
  };
}

export async function list(app: FastifyInstance, actor: AuthContext, query: ListQuery) {
  const params = parseListQuery(query, {
    sortable: SORTABLE,
    defaultSort: { field: 'createdAt', order: 'DESC' },
    filter: CampaignFilter,
  });
  const { id, status } = params.filter;
  const where = and(
    eq(campaigns.organizationId, actor.organizationId),
    id === undefined ? undefined : Array.isArray(id) ? inArray(campaigns.id, id) : eq(campaigns.id, id),
    status ? eq(campaigns.status, status) : undefined,
  );
  const order = params.sort.order === 'ASC' ? asc : desc;
  const rows = await app.db
    .select({ row: campaigns, ...progress })
    .from(campaigns)
    .where(where)
    .orderBy(order(campaigns[params.sort.field]), asc(campaigns.id))
    .limit(params.limit)
    .offset(params.offset);
  const [total] = await app.db.select({ n: count() }).from(campaigns).where(where);
  return {
    offset: params.offset,
    total: total?.n ?? 0,
    data: rows.map(({ row, ...counts }) => toRecord({ ...row, ...counts })),
  };
}

export async function ownCampaign(db: DbOrTx, tenantId: string, id: string) {
  const [found] = await db
    .select({ row: campaigns, ...progress })
    .from(campaigns)
    .where(and(eq(campaigns.organizationId, tenantId), eq(campaigns.id, id)));
  if (!found) throw campaignNotFound();
  return { ...found.row, total: found.total, sent: found.sent, failed: found.failed };
}

export async function getOne(app: FastifyInstance, actor: AuthContext, id: string): Promise<CampaignRecord> {
  return toRecord(await ownCampaign(app.db, actor.organizationId, id));
}

/** One of the organization's numbers; another organization's id answers 404. */
export async function ownInstance(db: DbOrTx, tenantId: string, id: string) {
  const [instance] = await db
    .select({ id: instances.id, gateway: instances.gateway })
    .from(instances)
    .where(and(eq(instances.organizationId, tenantId), eq(instances.id, id), isNull(instances.deletedAt)));
  if (!instance) throw notFound('Instância não encontrada');
  return instance;
}

/**
 * A draft. Official numbers may only start conversations with an approved template of their own;
 * Evolution numbers may send text (the form warns about the ban risk).
 */
export async function create(
  app: FastifyInstance,
  actor: AuthContext,
  body: CampaignCreateBody,
): Promise<CampaignRecord> {
  const instance = await ownInstance(app.db, actor.organizationId, body.instanceId);
  if (instance.gateway === 'cloud' && !body.templateId)
    throw validationError('templateId', 'No WhatsApp oficial a campanha precisa de um modelo aprovado');
  if (body.templateId) {
    const template = await ownTemplate(app.db, actor.organizationId, body.templateId);
    if (template.instanceId !== instance.id)
      throw validationError('templateId', 'Este modelo pertence a outro número');
    if (template.status !== 'APPROVED')
      throw validationError('templateId', 'Só modelos aprovados pela Meta podem ser enviados');
    const needed = new Set(templateVariables(template.body)).size;
    if (body.variables.length !== needed)
      throw validationError('variables', `Este modelo precisa de ${needed} valor(es) para as variáveis`);
  }
  const scheduledAt = body.sendNow ? null : body.scheduledAt ? new Date(body.scheduledAt) : null;
  const [row] = await app.db
    .insert(campaigns)
    .values({
      organizationId: actor.organizationId,
      instanceId: instance.id,
      name: body.name,
      templateId: body.templateId ?? null,
      text: body.templateId ? null : (body.text ?? null),
      variables: body.templateId ? body.variables : [],
      audience: body.audience,
      scheduledAt,
      createdAt: app.clock.now(),
    })
    .returning();
  if (!row) throw new Error('campaign insert returned no row');
  return getOne(app, actor, row.id);
}

const cannot = (message: string) => conflict('invalid_state', message);

async function setStatus(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
  from: readonly CampaignStatus[],
  to: CampaignStatus,
  message: string,
): Promise<Row> {
  const current = await ownCampaign(app.db, actor.organizationId, id);
  const [row] = await app.db
    .update(campaigns)
    .set({ status: to, ...(to === 'cancelled' ? { finishedAt: app.clock.now() } : {}) })
    .where(and(eq(campaigns.id, current.id), inArray(campaigns.status, [...from])))
    .returning();
  if (!row) throw cannot(message);
  return row;
}

/** Takes the audience as it stands now and queues the first send (now, or at the scheduled time). */
export async function start(app: FastifyInstance, actor: AuthContext, id: string): Promise<Row> {
  const now = app.clock.now();
  const draft = await ownCampaign(app.db, actor.organizationId, id);
  const later = draft.scheduledAt !== null && draft.scheduledAt > now;
  const row = await setStatus(
    app,
    actor,
    id,
    ['draft'],
    later ? 'scheduled' : 'running',
    'Só um rascunho pode ser iniciado',
  );
  await app.db.update(campaigns).set({ startedAt: now }).where(eq(campaigns.id, row.id));
  await materializeRecipients(app.db, row, now);
  await scheduleNextSend(app, row, later && row.scheduledAt ? row.scheduledAt : now);
  return row;
}

export async function pause(app: FastifyInstance, actor: AuthContext, id: string): Promise<void> {
  await setStatus(app, actor, id, ['running'], 'paused', 'Só uma campanha em envio pode ser pausada');
  await cancelJobs(app.db, campaignJobKey(id));
}

export async function resume(app: FastifyInstance, actor: AuthContext, id: string): Promise<void> {
  const row = await setStatus(
    app,
    actor,
    id,
    ['paused'],
    'running',
    'Só uma campanha pausada pode continuar',
  );
  await scheduleNextSend(app, row, app.clock.now());
}

export async function cancel(app: FastifyInstance, actor: AuthContext, id: string): Promise<void> {
  await setStatus(
    app,
    actor,
    id,
    ['draft', 'scheduled', 'running', 'paused'],
    'cancelled',
    'Esta campanha já terminou',
  );
  await cancelJobs(app.db, campaignJobKey(id));
}
