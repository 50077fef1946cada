import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  CrmConfig,
  CrmConfigCreateBody,
  CrmConfigResponse,
  CrmConfigUpdateBody,
  CrmPortalsResponse,
  CrmProvider,
  CrmTestBody,
} from '../../../contract/crm';
import { crmConfigs } from '../../db/schema';
import { type CrmError, isCrmError } from '../../gateways/crm/port';
import { crmFor } from '../../gateways/crm/resolve';
import type { AuthContext } from '../../lib/auth-context';
import { comparableSecret, encryptSecret } from '../../lib/crypto';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors';
import { type CrmLinkRow, findCrmLink } from '../../stock/crm-link';
import { queueCrmSync } from '../../stock/sync-job';
import { type AuditActor, recordChange } from '../audit/record';
import { nextSyncAt } from './runs';

const linkNotFound = () => notFound('Configuração do Autocerto não encontrada');

function toView(row: CrmLinkRow): CrmConfig {
  return {
    id: row.id,
    provider: row.provider,
    autocertoUsername: row.username,
    autocertoPassword: '',
    hasPassword: row.passwordEnc !== '',
    isActive: row.isActive,
    syncInterval: row.syncInterval,
    enableLeadSync: row.enableLeadSync,
    enableStockSync: row.enableStockSync,
    enableAdminSync: row.enableAdminSync,
    lastSync: row.lastSync?.toISOString() ?? null,
    lastSyncStatus: row.lastSyncStatus,
    lastSyncError: row.lastSyncError,
    webUrl: row.webUrl,
    creditPortalUrl: row.creditPortalUrl,
  };
}

/** What the audit log compares of a link: its settings, never its sync bookkeeping. */
function auditedSettings(row: CrmLinkRow) {
  const { lastSync: _at, lastSyncStatus: _status, lastSyncError: _error, ...settings } = toView(row);
  const { id: _id, autocertoPassword: _blank, hasPassword: _has, ...rest } = settings;
  return rest;
}

const crmTarget = (row: CrmLinkRow) => ({ type: 'crm', id: row.id, label: row.provider });

/** The partner's API when the server knows it, the built-in demo otherwise. */
const defaultProvider = (app: FastifyInstance): CrmProvider =>
  app.config.autocertoApiUrl ? 'autocerto' : 'demo';

export async function getConfig(app: FastifyInstance, actor: AuthContext): Promise<CrmConfigResponse> {
  const row = await findCrmLink(app.db, actor.organizationId);
  return {
    config: row ? toView(row) : null,
    autocertoAvailable: !!app.config.autocertoApiUrl,
    defaultWebUrl: app.config.autocertoWebUrl,
    defaultCreditPortalUrl: app.config.creditPortalUrl,
    nextSyncAt: await nextSyncAt(app, actor.organizationId),
  };
}

/** The addresses the embedded CRM and credit pages show (and the only ones they may frame). */
export async function portalsOf(app: FastifyInstance, tenantId: string): Promise<CrmPortalsResponse> {
  const row = await findCrmLink(app.db, tenantId);
  return {
    crmUrl: row?.webUrl || app.config.autocertoWebUrl,
    creditPortalUrl: row?.creditPortalUrl || app.config.creditPortalUrl,
  };
}

/**
 * The origins the organization's pages may frame (the CRM's web system and the credit portal), for
 * the Content-Security-Policy's `frame-src`: the keep-alive frames and `/autocerto` load them.
 */
export async function allowedFrameOrigins(app: FastifyInstance, tenantId: string): Promise<string[]> {
  const portals = await portalsOf(app, tenantId);
  const origins = [portals.crmUrl, portals.creditPortalUrl].map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

function settingsOf(body: CrmConfigCreateBody | CrmConfigUpdateBody) {
  return {
    username: body.autocertoUsername,
    isActive: body.isActive,
    syncInterval: body.syncInterval,
    enableLeadSync: body.enableLeadSync,
    enableStockSync: body.enableStockSync,
    enableAdminSync: body.enableAdminSync,
    webUrl: body.webUrl || null,
    creditPortalUrl: body.creditPortalUrl || null,
  };
}

/** The first save of the link; an active link syncs at once and then on its interval. */
export async function createConfig(
  app: FastifyInstance,
  actor: AuthContext,
  body: CrmConfigCreateBody,
  source: AuditActor,
): Promise<CrmConfig> {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    if (await findCrmLink(tx, actor.organizationId)) {
      throw conflict('crm_config_exists', 'A integração já está configurada: atualize a existente');
    }
    const [row] = await tx
      .insert(crmConfigs)
      .values({
        organizationId: actor.organizationId,
        userId: actor.userId,
        provider: body.provider ?? defaultProvider(app),
        passwordEnc: encryptSecret(app.config.encryptionKey, body.autocertoPassword),
        ...settingsOf(body),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('crm config not stored');
    const created = { ...auditedSettings(row), autocertoPassword: body.autocertoPassword };
    await recordChange(tx, source, 'crm.created', crmTarget(row), null, created);
    if (row.isActive) await queueCrmSync(tx, actor.organizationId, now, 'schedule');
    return toView(row);
  });
}

export async function updateConfig(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
  body: CrmConfigUpdateBody,
  source: AuditActor,
): Promise<CrmConfig> {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const current = await findCrmLink(tx, actor.organizationId);
    if (!current || current.id !== id) throw linkNotFound();
    const password = body.autocertoPassword?.trim() ? body.autocertoPassword : null;
    const [row] = await tx
      .update(crmConfigs)
      .set({
        ...settingsOf(body),
        ...(body.provider ? { provider: body.provider } : {}),
        ...(password ? { passwordEnc: encryptSecret(app.config.encryptionKey, password) } : {}),
        updatedAt: now,
      })
      .where(eq(crmConfigs.id, id))
      .returning();
    if (!row) throw linkNotFound();
    const key = app.config.encryptionKey;
    await recordChange(
      tx,
      source,
      'crm.updated',
      crmTarget(row),
      { ...auditedSettings(current), autocertoPassword: comparableSecret(key, current.passwordEnc) },
      { ...auditedSettings(row), autocertoPassword: password ?? comparableSecret(key, current.passwordEnc) },
    );
    // The next sync follows the new interval (or runs now when the link was just switched on).
    if (row.isActive) {
      const from = row.lastSync && current.isActive ? row.lastSync : null;
      const runAt = from
        ? new Date(Math.max(now.getTime(), from.getTime() + row.syncInterval * 60_000))
        : now;
      await queueCrmSync(tx, actor.organizationId, runAt, 'schedule');
    }
    return toView(row);
  });
}

/** Logs in with the typed credentials without saving them (the "Testar conexão" button). */
export async function testCredentials(app: FastifyInstance, actor: AuthContext, body: CrmTestBody) {
  const stored = await findCrmLink(app.db, actor.organizationId);
  const provider = body.provider ?? stored?.provider ?? defaultProvider(app);
  try {
    const crm = crmFor(provider, body, {
      autocertoApiUrl: app.config.autocertoApiUrl,
      publicUrl: app.config.publicUrl,
    });
    await crm.verifyCredentials();
  } catch (error) {
    if (!isCrmError(error)) throw error;
    throw crmFailure(error);
  }
  return { success: true as const, message: 'Conexão com o Autocerto estabelecida com sucesso.' };
}

function crmFailure(error: CrmError): HttpError {
  if (error.kind === 'unauthorized') return new HttpError(422, 'crm_unauthorized', error.message);
  return new HttpError(502, 'crm_unavailable', error.message);
}

/** "Sincronizar agora": queues the sync to run at once (the runs list shows its outcome). */
export async function requestSync(app: FastifyInstance, actor: AuthContext) {
  const link = await findCrmLink(app.db, actor.organizationId);
  if (!link) throw badRequest('Configure a integração antes de sincronizar', 'crm_not_configured');
  if (!link.isActive) throw badRequest('A integração está inativa: ative-a para sincronizar', 'crm_inactive');
  await queueCrmSync(app.db, actor.organizationId, app.clock.now(), 'manual');
  return { success: true as const, message: 'Sincronização iniciada.' };
}
