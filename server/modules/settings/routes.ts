import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessBody } from '../../../contract/common';
import { SystemSettings, SystemSettingsView, UserPreferences } from '../../../contract/settings';
import { openBackup } from '../../backup/store';
import { notFound } from '../../lib/errors';
import { requireAdmin } from '../../plugins/auth';
import { actorOf, recordAudit } from '../audit/record';
import { loadPreferences, savePreferences } from './repository';
import { getSettingsView, updateSettings } from './service';

/** System settings of the organization (spec 3 §2.2, DESIGN §6) and the user's own preferences. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/settings', { schema: { response: { 200: SystemSettingsView } } }, async (request) =>
    getSettingsView(app, request.auth),
  );

  app.put(
    '/api/settings',
    { onRequest: requireAdmin, schema: { body: SystemSettings, response: { 200: SystemSettingsView } } },
    async (request) => updateSettings(app, request.auth, request.body, actorOf(request)),
  );

  app.get('/api/settings/backups/latest', { onRequest: requireAdmin }, async (request, reply) => {
    const backup = await openBackup(app.config.dataDir, request.auth.organizationId);
    if (!backup) throw notFound('Nenhum backup foi feito ainda');
    const target = { type: 'backup', id: backup.fileName, label: backup.fileName };
    await recordAudit(app.db, { ...actorOf(request), action: 'backup.downloaded', target });
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="${backup.fileName}"`)
      .send(backup.stream);
  });

  app.get('/api/user/preferences', { schema: { response: { 200: UserPreferences } } }, async (request) =>
    loadPreferences(app.db, request.auth.userId),
  );

  app.put(
    '/api/user/preferences',
    { schema: { body: UserPreferences, response: { 200: SuccessBody } } },
    async (request) => {
      await savePreferences(app.db, request.auth, request.body);
      return { success: true as const };
    },
  );
};
