import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AiConfigBody,
  AiConfigResponse,
  AiKeysResponse,
  FollowUpSettingsResponse,
  InstanceSettingsPatchBody,
  InstanceSettingsView,
  RestartAiResponse,
  ScrapingConfigBody,
  ScrapingConfigResponse,
  TestVoiceBody,
  TestVoiceResponse,
} from '../../../contract/ai-config';
import { IdParams } from '../../../contract/common';
import type { ScrapingOptions } from '../../engine/jobs/scraping';
import { registerScrapingJob } from '../../engine/jobs/scraping';
import { actorOf, recordChange } from '../audit/record';
import { restartAi, testVoice } from './ai-actions';
import { getAiConfig, revealAiKeys, saveAiConfig } from './ai-config-service';
import { updateScrapingConfig } from './scraping-service';
import { getFollowUpSettings, patchSettings } from './settings-service';

export interface AiConfigModuleOptions {
  scraping?: ScrapingOptions;
}

/**
 * The settings dialog of an instance (spec 1 §3–§7): AI config and keys, system settings, follow-up,
 * scraping, AI restart and voice test. GET /settings is served with the inbox switches
 * (conversations/switch-routes.ts). Also registers the site-reading job.
 */
export const aiConfigRoutes: FastifyPluginAsyncZod<AiConfigModuleOptions> = async (app, options) => {
  registerScrapingJob(app, options.scraping);

  app.get(
    '/api/instances/:id/ai-config',
    { schema: { params: IdParams, response: { 200: AiConfigResponse } } },
    async (request) => getAiConfig(app, request.auth, request.params.id),
  );

  app.post(
    '/api/instances/:id/ai-config',
    { schema: { params: IdParams, body: AiConfigBody, response: { 200: AiConfigResponse } } },
    async (request) => {
      const { id } = request.params;
      const before = await getAiConfig(app, request.auth, id);
      const after = await saveAiConfig(app, request.auth, id, request.body);
      // A new key is told by its check; a removed or replaced one by its masked form.
      const keyChanged =
        after.keyCheck !== undefined ||
        before.apiKey !== after.apiKey ||
        before.qualificationApiKey !== after.qualificationApiKey;
      const action = keyChanged ? 'ai_config.key_changed' : 'ai_config.updated';
      const { keyCheck: _check, ...saved } = after;
      await recordChange(app.db, actorOf(request), action, { type: 'instance', id }, before, saved);
      return after;
    },
  );

  app.get(
    '/api/instances/:id/ai-config/keys',
    { schema: { params: IdParams, response: { 200: AiKeysResponse } } },
    async (request, reply) => {
      // Clear-text keys must not linger in a browser or proxy cache.
      reply.header('cache-control', 'no-store');
      return revealAiKeys(app, request.auth, request.params.id);
    },
  );

  app.patch(
    '/api/instances/:id/settings',
    {
      schema: { params: IdParams, body: InstanceSettingsPatchBody, response: { 200: InstanceSettingsView } },
    },
    async (request) => patchSettings(app, request.auth, request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/api/instances/:id/follow-up-settings',
    { schema: { params: IdParams, response: { 200: FollowUpSettingsResponse } } },
    async (request) => getFollowUpSettings(app.db, request.auth, request.params.id),
  );

  app.patch(
    '/api/instances/:id/scraping/config',
    { schema: { params: IdParams, body: ScrapingConfigBody, response: { 200: ScrapingConfigResponse } } },
    async (request) =>
      updateScrapingConfig(app, request.auth, request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/instances/:id/ai/restart',
    { schema: { params: IdParams, response: { 200: RestartAiResponse } } },
    async (request) => restartAi(app, request.auth, request.params.id, actorOf(request)),
  );

  app.post(
    '/api/instances/:id/test-voice',
    { schema: { params: IdParams, body: TestVoiceBody, response: { 200: TestVoiceResponse } } },
    async (request) => testVoice(app, request.auth, request.params.id, request.body),
  );
};
