import { randomBytes } from 'node:crypto';
import type { GatewayKind, Instance, InstanceUpdateBody } from '../../../contract/instances';
import { INSTANCE_SORT_FIELDS, InstanceListFilter } from '../../../contract/instances';
import type { PublicUser } from '../../../contract/users';
import type { DbOrTx, Tx } from '../../db/client';
import { type AuthContext, isAdmin } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import type { ListParams, ListSpec } from '../../lib/list-query';
import { assertPlanAllows } from '../../lib/plan-limits';
import { slugify } from '../../lib/slug';
import { lockTenantOrganization } from '../../lib/tenant';
import { diffForAudit } from '../audit/diff';
import { type AuditActor, recordAudit } from '../audit/record';
import { toPublicUser } from '../users/mappers';
import { findUser } from '../users/repository';
import { DEFAULT_AI_CONFIG, defaultInstanceSettings } from './defaults';
import { toInstance } from './mappers';
import * as repo from './repository';

export const INSTANCE_LIST_SPEC: ListSpec<repo.InstanceSortField, InstanceListFilter> = {
  sortable: INSTANCE_SORT_FIELDS,
  defaultSort: { field: 'createdAt', order: 'ASC' },
  filter: InstanceListFilter,
};

const instanceNotFound = () => notFound('Instância não encontrada');

/** Admins see every instance of the organization; a seller only its own. */
export const scopeOf = (actor: AuthContext): repo.InstanceScope =>
  isAdmin(actor) ? {} : { ownerId: actor.userId };

async function withCounts(db: DbOrTx, tenantId: string, rows: repo.InstanceWithOwner[]): Promise<Instance[]> {
  const counts = await repo.countChats(
    db,
    tenantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toInstance(row, counts.get(row.id)));
}

export async function listInstances(
  db: DbOrTx,
  actor: AuthContext,
  params: ListParams<repo.InstanceSortField, InstanceListFilter>,
): Promise<{ rows: Instance[]; total: number }> {
  const page = await repo.listInstances(db, actor.organizationId, scopeOf(actor), params);
  return { rows: await withCounts(db, actor.organizationId, page.rows), total: page.total };
}

/** One live instance of the tenant within `scope`; 404 for anything else, another tenant's included. */
export async function loadInstance(
  db: DbOrTx,
  tenantId: string,
  id: string,
  scope: repo.InstanceScope = {},
): Promise<Instance> {
  const row = await repo.findInstance(db, tenantId, id, scope);
  if (!row) throw instanceNotFound();
  const [instance] = await withCounts(db, tenantId, [row]);
  return instance as Instance;
}

export function getInstance(db: DbOrTx, actor: AuthContext, id: string): Promise<Instance> {
  return loadInstance(db, actor.organizationId, id, scopeOf(actor));
}

/** Blank notification fields clear them; a missing one keeps what is stored. */
export async function updateInstanceDetails(
  db: DbOrTx,
  tenantId: string,
  id: string,
  body: InstanceUpdateBody,
): Promise<Instance> {
  const changes: repo.InstanceChanges = { name: body.name, phone: body.phone };
  if (body.notificationPhone !== undefined) changes.notificationPhone = body.notificationPhone || null;
  if (body.notificationName !== undefined) changes.notificationName = body.notificationName || null;
  if (!(await repo.updateInstance(db, tenantId, id, changes))) throw instanceNotFound();
  return loadInstance(db, tenantId, id);
}

/**
 * Soft-deletes an instance (kept 30 days, then purged) and answers it as it was. The route removes
 * it from its gateway first (connection-service `deleteEverywhere`).
 */
export async function deleteInstance(db: DbOrTx, tenantId: string, id: string): Promise<Instance> {
  return db.transaction(async (tx) => {
    const instance = await loadInstance(tx, tenantId, id);
    const at = new Date();
    await repo.softDeleteInstance(tx, tenantId, id, at);
    return { ...instance, isDeleted: true };
  });
}

export interface NewInstanceInput {
  userId: string;
  name: string;
  phone: string;
  notificationPhone?: string | null;
  notificationName?: string | null;
  bikerHubEnabled?: boolean;
}

export interface CreatedInstance {
  instance: Instance;
  user: PublicUser;
}

/** Evolution when the organization or the server has it configured; the built-in simulator otherwise. */
function chooseGateway(organizationHasKey: boolean, evolutionApiUrl: string | undefined): GatewayKind {
  return organizationHasKey || evolutionApiUrl ? 'evolution' : 'simulator';
}

/** Instance name on the gateway: readable, URL-safe, and unique thanks to a random suffix. */
function gatewayInstanceName(name: string): string {
  return `${slugify(name, 32) || 'instancia'}-${randomBytes(4).toString('hex')}`;
}

/**
 * Creates an instance for a live user of the tenant, with its AI configuration and settings rows,
 * in one transaction (a savepoint when `db` is already a transaction, as in onboarding).
 * 404 when the user is not the tenant's; 403 `plan_limit` when the plan has no room left.
 */
export async function createInstance(
  db: DbOrTx,
  tenantId: string,
  input: NewInstanceInput,
  options: {
    evolutionApiUrl?: string;
    audit?: AuditActor;
    /** A gateway chosen by the caller (an official Cloud API number) instead of the organization's. */
    gateway?: { kind: GatewayKind; instanceName: string; tokenEnc: string };
    /** Rows of the caller's that must exist with the instance or not at all. */
    alongside?: (tx: Tx, instanceId: string) => Promise<void>;
  } = {},
): Promise<CreatedInstance> {
  return db.transaction(async (tx) => {
    const organization = await lockTenantOrganization(tx, tenantId);
    const owner = await findUser(tx, tenantId, input.userId);
    if (!owner) throw notFound('Usuário não encontrado');
    assertPlanAllows(organization.plan, 'instances', await repo.countLiveInstances(tx, tenantId));
    const id = await repo.insertInstance(tx, tenantId, {
      userId: owner.id,
      name: input.name,
      phone: input.phone,
      notificationPhone: input.notificationPhone || null,
      notificationName: input.notificationName || null,
      bikerHubEnabled: input.bikerHubEnabled ?? false,
      gateway:
        options.gateway?.kind ??
        chooseGateway(organization.evolutionApiKeyEnc !== null, options.evolutionApiUrl),
      gatewayInstanceName: options.gateway?.instanceName ?? gatewayInstanceName(input.name),
      gatewayTokenEnc: options.gateway?.tokenEnc ?? null,
      webhookSecret: randomBytes(32).toString('base64url'),
    });
    await repo.insertInstanceDefaults(tx, tenantId, id, {
      ai: DEFAULT_AI_CONFIG,
      settings: defaultInstanceSettings(),
    });
    await options.alongside?.(tx, id);
    const instance = await loadInstance(tx, tenantId, id);
    if (options.audit) {
      const changes = diffForAudit(null, { name: input.name, phone: input.phone, userId: owner.id });
      const target = { type: 'instance', id, label: input.name };
      await recordAudit(tx, { ...options.audit, action: 'instance.created', target, changes });
    }
    return { instance, user: toPublicUser(owner) };
  });
}
