import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { SystemSettings, SystemSettingsView } from '../../../contract/settings';
import { latestBackup } from '../../backup/store';
import { type AuthContext, isAdmin } from '../../lib/auth-context';
import { notFound, validationError } from '../../lib/errors';
import { isIpAllowed, normaliseIp } from '../../lib/ip-allow';
import { loadOrgSettings } from '../../lib/org-settings';
import { type AuditActor, recordChange } from '../audit/record';
import { applySwitchIn } from '../conversations/switch-service';
import { saveOrgSettings } from './repository';

const APP_VERSION: string = (() => {
  try {
    const file = readFileSync(new URL('../../../package.json', import.meta.url), 'utf8');
    const parsed = JSON.parse(file) as { version?: unknown };
    return typeof parsed.version === 'string' ? parsed.version : 'desconhecida';
  } catch {
    return 'desconhecida';
  }
})();

async function current(app: FastifyInstance, organizationId: string): Promise<SystemSettings> {
  const settings = await loadOrgSettings(app.db, organizationId);
  if (!settings) throw notFound('Organização não encontrada');
  return settings;
}

export async function getSettingsView(app: FastifyInstance, actor: AuthContext): Promise<SystemSettingsView> {
  const settings = await current(app, actor.organizationId);
  const backup = await latestBackup(app.config.dataDir, actor.organizationId);
  return {
    ...settings,
    canEdit: isAdmin(actor),
    lastBackupAt: backup ? backup.takenAt.toISOString() : null,
    version: APP_VERSION,
  };
}

/**
 * Saves the organization's settings. An allowed-IPs list that leaves out the address the admin is
 * saving from would lock them out on their next call: refused, naming the field. Switching the
 * global AI is the inbox's all-instances switch (same transaction, same live events).
 */
export async function updateSettings(
  app: FastifyInstance,
  actor: AuthContext,
  settings: SystemSettings,
  source: AuditActor,
): Promise<SystemSettingsView> {
  const fromIp = source.ip ?? '';
  if (!isIpAllowed(settings.allowedIps, fromIp)) {
    throw validationError(
      'allowedIps',
      `A lista de IPs permitidos não inclui o endereço de onde você está salvando (${normaliseIp(fromIp)}); inclua-o para não perder o acesso.`,
    );
  }
  const before = await current(app, actor.organizationId);
  await app.db.transaction(async (tx) => {
    await saveOrgSettings(tx, actor.organizationId, settings);
    const target = { type: 'organization', id: actor.organizationId };
    await recordChange(tx, source, 'settings.updated', target, before, settings);
    if (before.globalAiEnabled !== settings.globalAiEnabled) {
      await applySwitchIn(app, tx, actor, {}, 'ai', settings.globalAiEnabled);
    }
  });
  return getSettingsView(app, actor);
}
