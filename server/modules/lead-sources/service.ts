import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ListQuery } from '../../../contract/common';
import {
  DEFAULT_REPLY_DELAY_SECONDS,
  type LeadSourceCreateBody,
  LeadSourceFilter,
  type LeadSourceRecord,
  type LeadSourceUpdateBody,
  type LeadSourceWithToken,
} from '../../../contract/lead-sources';
import type { DbOrTx } from '../../db/client';
import { instances, leadSources, messageTemplates } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { notFound, validationError } from '../../lib/errors';
import { parseListQuery } from '../../lib/list-query';

/** The `lead-sources` resource (issue 29): a portal or site with its own intake URL. */

const SORTABLE = ['createdAt', 'name'] as const;
type Row = typeof leadSources.$inferSelect;

export const sourceNotFound = () => notFound('Fonte de leads não encontrada');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

function toRecord(row: Row): LeadSourceRecord {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    instanceId: row.instanceId,
    replyDelaySeconds: row.replyDelaySeconds,
    templateId: row.templateId,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function withToken(app: FastifyInstance, row: Row, token: string): LeadSourceWithToken {
  return { ...toRecord(row), token, intakeUrl: `${app.config.publicUrl}/api/leads/intake/${token}` };
}

const newToken = () => {
  const token = randomBytes(24).toString('base64url');
  return { token, tokenHash: hashToken(token) };
};

export async function list(app: FastifyInstance, actor: AuthContext, query: ListQuery) {
  const params = parseListQuery(query, {
    sortable: SORTABLE,
    defaultSort: { field: 'createdAt', order: 'DESC' },
    filter: LeadSourceFilter,
  });
  const { id } = params.filter;
  const where = and(
    eq(leadSources.organizationId, actor.organizationId),
    id === undefined ? undefined : Array.isArray(id) ? inArray(leadSources.id, id) : eq(leadSources.id, id),
  );
  const order = params.sort.order === 'ASC' ? asc : desc;
  const rows = await app.db
    .select()
    .from(leadSources)
    .where(where)
    .orderBy(order(leadSources[params.sort.field]), asc(leadSources.id))
    .limit(params.limit)
    .offset(params.offset);
  const [total] = await app.db.select({ n: count() }).from(leadSources).where(where);
  return { offset: params.offset, total: total?.n ?? 0, data: rows.map(toRecord) };
}

async function ownRow(db: DbOrTx, tenantId: string, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(leadSources)
    .where(and(eq(leadSources.organizationId, tenantId), eq(leadSources.id, id)));
  if (!row) throw sourceNotFound();
  return row;
}

export async function getOne(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
): Promise<LeadSourceRecord> {
  return toRecord(await ownRow(app.db, actor.organizationId, id));
}

/**
 * A first-contact template only makes sense on an official number (Evolution sends free text), and
 * only an approved template of that same number can go to someone who never wrote.
 */
async function checkFirstContactTemplate(
  db: DbOrTx,
  tenantId: string,
  instance: { id: string; gateway: string },
  templateId: string,
): Promise<void> {
  if (instance.gateway !== 'cloud')
    throw validationError('templateId', 'Modelo de mensagem só pode ser usado em número oficial (Cloud API)');
  const [template] = await db
    .select({ status: messageTemplates.status })
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.organizationId, tenantId),
        eq(messageTemplates.instanceId, instance.id),
        eq(messageTemplates.id, templateId),
      ),
    );
  if (!template) throw validationError('templateId', 'Modelo de mensagem não encontrado neste número');
  if (template.status !== 'APPROVED')
    throw validationError('templateId', 'O modelo de mensagem ainda não foi aprovado');
}

export async function create(
  app: FastifyInstance,
  actor: AuthContext,
  body: LeadSourceCreateBody,
): Promise<LeadSourceWithToken> {
  const [instance] = await app.db
    .select({ id: instances.id, gateway: instances.gateway })
    .from(instances)
    .where(
      and(
        eq(instances.organizationId, actor.organizationId),
        eq(instances.id, body.instanceId),
        isNull(instances.deletedAt),
      ),
    );
  if (!instance) throw notFound('Instância não encontrada');
  if (body.templateId)
    await checkFirstContactTemplate(app.db, actor.organizationId, instance, body.templateId);
  const { token, tokenHash } = newToken();
  const [row] = await app.db
    .insert(leadSources)
    .values({
      organizationId: actor.organizationId,
      name: body.name,
      kind: body.kind,
      instanceId: body.instanceId,
      replyDelaySeconds: body.replyDelaySeconds ?? DEFAULT_REPLY_DELAY_SECONDS,
      templateId: body.templateId ?? null,
      tokenHash,
    })
    .returning();
  if (!row) throw new Error('lead source insert returned no row');
  return withToken(app, row, token);
}

/** The first contact's template of a source (issue 25); null sends free text again. */
export async function update(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
  body: LeadSourceUpdateBody,
): Promise<LeadSourceRecord> {
  const current = await ownRow(app.db, actor.organizationId, id);
  if (body.templateId) {
    const [instance] = await app.db
      .select({ id: instances.id, gateway: instances.gateway })
      .from(instances)
      .where(and(eq(instances.organizationId, actor.organizationId), eq(instances.id, current.instanceId)));
    if (!instance) throw notFound('Instância não encontrada');
    await checkFirstContactTemplate(app.db, actor.organizationId, instance, body.templateId);
  }
  const [row] = await app.db
    .update(leadSources)
    .set({ templateId: body.templateId, updatedAt: app.clock.now() })
    .where(and(eq(leadSources.organizationId, actor.organizationId), eq(leadSources.id, id)))
    .returning();
  if (!row) throw sourceNotFound();
  return toRecord(row);
}

/** A new token: the old URL stops answering at once (a leaked URL is closed this way). */
export async function rotate(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
): Promise<LeadSourceWithToken> {
  await ownRow(app.db, actor.organizationId, id);
  const { token, tokenHash } = newToken();
  const [row] = await app.db
    .update(leadSources)
    .set({ tokenHash, revokedAt: null, updatedAt: app.clock.now() })
    .where(and(eq(leadSources.organizationId, actor.organizationId), eq(leadSources.id, id)))
    .returning();
  if (!row) throw sourceNotFound();
  return withToken(app, row, token);
}

/** The URL stops answering (404); the source and its leads stay for the reports. */
export async function revoke(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
): Promise<LeadSourceRecord> {
  const current = await ownRow(app.db, actor.organizationId, id);
  const now = app.clock.now();
  const [row] = await app.db
    .update(leadSources)
    .set({ revokedAt: current.revokedAt ?? now, updatedAt: now })
    .where(and(eq(leadSources.organizationId, actor.organizationId), eq(leadSources.id, id)))
    .returning();
  if (!row) throw sourceNotFound();
  return toRecord(row);
}
