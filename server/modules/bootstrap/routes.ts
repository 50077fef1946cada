import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BootstrapQuery, BootstrapResponse } from '../../../contract/bootstrap';
import { unauthorized } from '../../lib/errors';
import { listUserBonuses } from '../bonuses/service';
import { getConfig, portalsOf } from '../crm/service';
import { notificationListOf } from '../notifications/list';
import { ownBranding } from '../organizations/branding-routes';
import { planStatus } from '../organizations/plan-status';
import { loadPreferences } from '../settings/repository';
import { getSettingsView } from '../settings/service';
import { toPublicUser } from '../users/mappers';
import { findUser } from '../users/repository';

/**
 * What the signed-in frame needs when it starts, in one request instead of eight (issue 27 §3):
 * each part is read by the same code as its own route, for the caller's organization and user only.
 */
export const bootstrapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bootstrap',
    { schema: { querystring: BootstrapQuery, response: { 200: BootstrapResponse } } },
    async (request) => {
      const { auth } = request;
      const { organizationId, userId } = auth;
      const [user, branding, plan, preferences, settings, notifications, bonuses, crm, portals] =
        await Promise.all([
          findUser(app.db, organizationId, userId),
          ownBranding(app.db, organizationId),
          // Only the shop's admin sees the plan's banners; its usage counts are not read for others.
          auth.role === 'admin' ? planStatus(app.db, organizationId) : null,
          loadPreferences(app.db, userId),
          getSettingsView(app, auth),
          notificationListOf(app.db, organizationId, userId),
          listUserBonuses(app, auth, request.query),
          getConfig(app, auth),
          portalsOf(app, organizationId),
        ]);
      if (!user) throw unauthorized();
      return {
        user: toPublicUser(user),
        branding,
        plan,
        preferences,
        settings,
        notifications,
        bonuses,
        crm,
        portals,
      };
    },
  );
};
