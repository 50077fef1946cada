import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WebhookAck } from '../../../contract/webhooks';
import { startIntake, stopIntake } from '../../engine/intake';
import { WEBHOOK_SECRET_HEADER } from '../../gateways/evolution/webhook-config';
import { acceptAnyBody, WEBHOOK_BODY_LIMIT } from './body-parser';
import { ingestWebhook } from './service';

/** Ids are checked by the service (an id that is not a UUID is an unknown instance: 404). */
const Params = z.object({ instanceId: z.string() });
/** Evolution's byEvents mode appends the event's dashed name (`/messages-upsert`). */
const ByEventParams = Params.extend({ eventSlug: z.string() });

/**
 * The gateways' webhooks (DESIGN §4 step 1). Exempt from the session token (see plugins/auth): the
 * caller proves who it is with the instance's webhook secret header.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptAnyBody(app);
  // Events a stopped process left queued are processed as soon as the server is ready.
  app.addHook('onReady', async () => startIntake(app));
  app.addHook('onClose', async () => stopIntake(app));

  app.post(
    '/api/webhooks/evolution/:instanceId',
    { bodyLimit: WEBHOOK_BODY_LIMIT, schema: { params: Params, response: { 200: WebhookAck } } },
    async (request) =>
      ingestWebhook(app, request.params.instanceId, request.body, {
        secret: request.headers[WEBHOOK_SECRET_HEADER],
      }),
  );

  app.post(
    '/api/webhooks/evolution/:instanceId/:eventSlug',
    { bodyLimit: WEBHOOK_BODY_LIMIT, schema: { params: ByEventParams, response: { 200: WebhookAck } } },
    async (request) =>
      ingestWebhook(app, request.params.instanceId, request.body, {
        secret: request.headers[WEBHOOK_SECRET_HEADER],
        eventSlug: request.params.eventSlug,
      }),
  );
};
