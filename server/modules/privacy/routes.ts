import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../contract/common';
import {
  ContactExport,
  EraseBody,
  EraseResponse,
  LegalKindParams,
  LegalText,
  LegalTextBody,
  RetentionPreview,
  RetentionPreviewQuery,
  RetentionSettings,
} from '../../../contract/privacy';
import { requireAdmin, requireRole } from '../../plugins/auth';
import { actorOf, recordAudit } from '../audit/record';
import { eraseContact } from './erase';
import { exportContactData } from './export';
import { readLegalText, saveLegalText } from './legal';
import { previewRetention, readRetention, saveRetention } from './retention';

/**
 * The contact's rights under the LGPD (export, erasure), the organization's retention, and the
 * platform's legal texts. Only admins act on a contact's data; another organization's lead is a 404.
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/leads/:id/export',
    { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: ContactExport } } },
    async (request, reply) => {
      const now = app.clock.now();
      const data = await exportContactData(app.db, request.auth, request.params.id, now);
      await recordAudit(app.db, {
        ...actorOf(request),
        action: 'lead.data_exported',
        target: { type: 'lead', id: request.params.id },
      });
      reply
        .header(
          'Content-Disposition',
          `attachment; filename="titular-${now.toISOString().slice(0, 10)}.json"`,
        )
        .header('Cache-Control', 'no-store');
      return data;
    },
  );

  app.post(
    '/api/leads/:id/erase',
    {
      onRequest: requireAdmin,
      schema: { params: IdParams, body: EraseBody, response: { 200: EraseResponse } },
    },
    async (request) =>
      eraseContact(app, request.auth, actorOf(request), request.params.id, request.body.confirm),
  );

  app.get(
    '/api/settings/retention',
    { onRequest: requireAdmin, schema: { response: { 200: RetentionSettings } } },
    async (request) => readRetention(app.db, request.auth.organizationId),
  );

  app.put(
    '/api/settings/retention',
    { onRequest: requireAdmin, schema: { body: RetentionSettings, response: { 200: RetentionSettings } } },
    async (request) => saveRetention(app.db, request.auth.organizationId, request.body, app.clock.now()),
  );

  app.get(
    '/api/settings/retention/preview',
    {
      onRequest: requireAdmin,
      schema: { querystring: RetentionPreviewQuery, response: { 200: RetentionPreview } },
    },
    async (request) => previewRetention(app.db, request.auth.organizationId, request.query, app.clock.now()),
  );

  app.get(
    '/api/legal/:kind',
    { config: { public: true }, schema: { params: LegalKindParams, response: { 200: LegalText } } },
    async (request) => readLegalText(app.db, request.params.kind),
  );

  app.put(
    '/api/master/legal/:kind',
    {
      onRequest: requireRole('super_admin'),
      schema: { params: LegalKindParams, body: LegalTextBody, response: { 200: LegalText } },
    },
    async (request) => saveLegalText(app.db, request.params.kind, request.body.markdown, app.clock.now()),
  );
};
