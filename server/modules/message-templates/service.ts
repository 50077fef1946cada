import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ListQuery } from '../../../contract/common';
import {
  statusFromMeta,
  type TemplateCreateBody,
  TemplateFilter,
  type TemplateRecord,
  type TemplateSyncResponse,
} from '../../../contract/message-templates';
import type { DbOrTx } from '../../db/client';
import { cloudNumbers, instances, messageTemplates, type StoredHeaderMedia } from '../../db/schema';
import { GatewayError } from '../../gateways/errors';
import type { GatewayInstanceRef, TemplateGateway } from '../../gateways/port';
import { gatewayForInstance } from '../../gateways/resolve';
import type { AuthContext } from '../../lib/auth-context';
import { conflict, notFound, validationError } from '../../lib/errors';
import { likePattern, parseListQuery } from '../../lib/list-query';
import { gatewayHttpError } from '../instances/gateway-errors';

/** The `message-templates` resource (issue 25): templates of official numbers, reviewed by Meta. */

const SORTABLE = ['createdAt', 'updatedAt', 'name', 'status'] as const;
type Row = typeof messageTemplates.$inferSelect;

export const templateNotFound = () => notFound('Modelo de mensagem não encontrado');

export function toRecord(row: Row): TemplateRecord {
  return {
    id: row.id,
    instanceId: row.instanceId,
    name: row.name,
    category: row.category,
    language: row.language,
    body: row.body,
    examples: row.examples,
    header: row.header,
    headerMedia: row.headerMedia
      ? {
          kind: row.headerMedia.kind,
          fileName: row.headerMedia.fileName,
          mimeType: row.headerMedia.mimeType,
          hasSample: row.headerMedia.mediaId !== null,
        }
      : null,
    footer: row.footer,
    buttons: row.buttons,
    status: row.status,
    rejectionReason: row.rejectionReason,
    externalId: row.externalId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function list(app: FastifyInstance, actor: AuthContext, query: ListQuery) {
  const params = parseListQuery(query, {
    sortable: SORTABLE,
    defaultSort: { field: 'createdAt', order: 'DESC' },
    filter: TemplateFilter,
  });
  const { id, instanceId, status, q } = params.filter;
  const where = and(
    eq(messageTemplates.organizationId, actor.organizationId),
    id === undefined
      ? undefined
      : Array.isArray(id)
        ? inArray(messageTemplates.id, id)
        : eq(messageTemplates.id, id),
    instanceId ? eq(messageTemplates.instanceId, instanceId) : undefined,
    status ? eq(messageTemplates.status, status) : undefined,
    q ? ilike(messageTemplates.name, likePattern(q)) : undefined,
  );
  const order = params.sort.order === 'ASC' ? asc : desc;
  const rows = await app.db
    .select()
    .from(messageTemplates)
    .where(where)
    .orderBy(order(messageTemplates[params.sort.field]), asc(messageTemplates.id))
    .limit(params.limit)
    .offset(params.offset);
  const [total] = await app.db.select({ n: count() }).from(messageTemplates).where(where);
  return { offset: params.offset, total: total?.n ?? 0, data: rows.map(toRecord) };
}

export async function ownTemplate(db: DbOrTx, tenantId: string, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.organizationId, tenantId), eq(messageTemplates.id, id)));
  if (!row) throw templateNotFound();
  return row;
}

export async function getOne(app: FastifyInstance, actor: AuthContext, id: string): Promise<TemplateRecord> {
  return toRecord(await ownTemplate(app.db, actor.organizationId, id));
}

/** The account side of an official number: its gateway's template calls and the WABA id. */
interface TemplateAccount {
  templates: TemplateGateway;
  ref: GatewayInstanceRef;
  wabaId: string;
}

/**
 * An instance of the organization that can hold templates: 404 for another organization's id,
 * 400 naming `instanceId` for a number that is not on the official API.
 */
export async function templateAccount(
  app: FastifyInstance,
  tenantId: string,
  instanceId: string,
): Promise<TemplateAccount> {
  const [row] = await app.db
    .select({
      organizationId: instances.organizationId,
      gateway: instances.gateway,
      gatewayInstanceName: instances.gatewayInstanceName,
      gatewayTokenEnc: instances.gatewayTokenEnc,
      wabaId: cloudNumbers.wabaId,
    })
    .from(instances)
    .leftJoin(cloudNumbers, eq(cloudNumbers.instanceId, instances.id))
    .where(
      and(eq(instances.organizationId, tenantId), eq(instances.id, instanceId), isNull(instances.deletedAt)),
    );
  if (!row) throw notFound('Instância não encontrada');
  const notOfficial = () =>
    validationError('instanceId', 'Modelos de mensagem existem apenas em números da API oficial (Cloud API)');
  if (row.gateway !== 'cloud' || !row.wabaId) throw notOfficial();
  const { gateway, ref } = await gatewayForInstance(app, row);
  if (!gateway.templates) throw notOfficial();
  return { templates: gateway.templates, ref, wabaId: row.wabaId };
}

const asHttp = (error: unknown): never => {
  throw error instanceof GatewayError ? gatewayHttpError(error) : error;
};

/** Stored and submitted together: what Meta refuses is not kept (the shop fixes it and tries again). */
export async function create(
  app: FastifyInstance,
  actor: AuthContext,
  body: TemplateCreateBody,
): Promise<TemplateRecord> {
  const tenantId = actor.organizationId;
  const account = await templateAccount(app, tenantId, body.instanceId);
  const [taken] = await app.db
    .select({ id: messageTemplates.id })
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.instanceId, body.instanceId),
        eq(messageTemplates.name, body.name),
        eq(messageTemplates.language, body.language),
      ),
    );
  if (taken)
    throw conflict('template_name_in_use', 'Já existe um modelo com este nome e idioma neste número');
  const submission = {
    name: body.name,
    language: body.language,
    category: body.category,
    body: body.body,
    examples: body.examples,
    header: body.header || null,
    footer: body.footer || null,
    buttons: body.buttons,
  };
  const sample = body.headerMedia;
  const headerMedia = sample
    ? {
        kind: sample.kind,
        fileName: sample.fileName,
        mimeType: sample.mimeType,
        bytes: Buffer.from(sample.base64, 'base64'),
      }
    : null;
  const submitted = await account.templates
    .submit(account.ref, account.wabaId, { ...submission, headerMedia })
    .catch(asHttp);
  const [row] = await app.db
    .insert(messageTemplates)
    .values({
      organizationId: tenantId,
      instanceId: body.instanceId,
      ...submission,
      examples: [...body.examples],
      buttons: [...body.buttons],
      headerMedia:
        sample && submitted.headerMedia
          ? {
              kind: sample.kind,
              fileName: sample.fileName,
              mimeType: sample.mimeType,
              ...submitted.headerMedia,
            }
          : null,
      status: statusFromMeta(submitted.status) ?? 'PENDING',
      externalId: submitted.externalId,
    })
    .returning();
  if (!row) throw new Error('message template insert returned no row');
  return toRecord(row);
}

/**
 * Reads the account's templates again: known ones take Meta's status and reason; templates made in
 * Meta's own tools join the list as they are there.
 */
export async function sync(
  app: FastifyInstance,
  actor: AuthContext,
  instanceId: string,
): Promise<TemplateSyncResponse> {
  const tenantId = actor.organizationId;
  const account = await templateAccount(app, tenantId, instanceId);
  const listed = await account.templates.list(account.ref, account.wabaId).catch(asHttp);
  const now = app.clock.now();
  let updated = 0;
  let created = 0;
  for (const template of listed) {
    const status = statusFromMeta(template.status);
    if (!status) continue;
    // The header's kind only: Meta lists no file we could send, so a send needs a car's photo.
    const headerMedia: StoredHeaderMedia | null = template.headerMedia
      ? { kind: template.headerMedia, fileName: null, mimeType: null, handle: null, mediaId: null }
      : null;
    const changed = await app.db
      .update(messageTemplates)
      .set({
        status,
        rejectionReason: template.rejectionReason,
        externalId: template.externalId,
        // A header submitted from here keeps its sample; one read earlier without it is filled in.
        ...(headerMedia
          ? {
              headerMedia: sql`coalesce(${messageTemplates.headerMedia}, ${JSON.stringify(headerMedia)}::jsonb)`,
            }
          : {}),
        updatedAt: now,
      })
      .where(
        and(
          eq(messageTemplates.organizationId, tenantId),
          eq(messageTemplates.instanceId, instanceId),
          eq(messageTemplates.name, template.name),
          eq(messageTemplates.language, template.language),
        ),
      )
      .returning({ id: messageTemplates.id });
    if (changed.length > 0) {
      updated += 1;
      continue;
    }
    const category = template.category?.toUpperCase();
    await app.db.insert(messageTemplates).values({
      organizationId: tenantId,
      instanceId,
      name: template.name,
      language: template.language,
      category: category === 'UTILITY' || category === 'AUTHENTICATION' ? category : 'MARKETING',
      body: template.body ?? '',
      header: template.header,
      headerMedia,
      status,
      rejectionReason: template.rejectionReason,
      externalId: template.externalId,
    });
    created += 1;
  }
  return { updated, created };
}
