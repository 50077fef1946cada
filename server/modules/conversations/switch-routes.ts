import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InstanceSettingsView } from '../../../contract/ai-config';
import { IdParams } from '../../../contract/common';
import { GlobalSwitchResponse, SwitchBody } from '../../../contract/inbox';
import type { SwitchKind } from './switch-repository';
import { flipSwitch, getInstanceSettings } from './switch-service';

const SWITCHES: readonly { path: string; kind: SwitchKind }[] = [
  { path: 'global-ai', kind: 'ai' },
  { path: 'global-followup', kind: 'followup' },
];

/**
 * The inbox's AI and follow-up switches above the conversation: per instance (spec 2 §7) and over
 * every instance the caller may see (the 'Todas as instâncias' view), each one transaction.
 */
export const inboxSwitchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/instances/:id/settings',
    { schema: { params: IdParams, response: { 200: InstanceSettingsView } } },
    async (request) => getInstanceSettings(app.db, request.auth, request.params.id),
  );

  for (const { path, kind } of SWITCHES) {
    app.post(
      `/api/instances/:id/settings/${path}`,
      { schema: { params: IdParams, body: SwitchBody, response: { 200: GlobalSwitchResponse } } },
      async (request) =>
        flipSwitch(app, request.auth, { instanceId: request.params.id }, kind, request.body.enabled),
    );

    app.post(
      `/api/settings/${path}`,
      { schema: { body: SwitchBody, response: { 200: GlobalSwitchResponse } } },
      async (request) => flipSwitch(app, request.auth, {}, kind, request.body.enabled),
    );
  }
};
