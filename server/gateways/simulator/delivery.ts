import type { FastifyInstance } from 'fastify';
import { GatewayError } from '../errors';
import { WEBHOOK_SECRET_HEADER } from '../evolution/webhook-config';
import type { EvolutionWebhookBody } from './webhook-bodies';

/** Which instance a webhook is about and the secret the intake expects for it. */
export interface DeliveryTarget {
  instanceId: string;
  secret: string;
}

/** Hands one webhook body to our intake; throws a GatewayError when the intake does not accept it. */
export type WebhookDelivery = (target: DeliveryTarget, body: EvolutionWebhookBody) => Promise<void>;

/** The intake route of an instance, the same one Evolution posts to. */
export const intakePath = (instanceId: string): string =>
  `/api/webhooks/evolution/${encodeURIComponent(instanceId)}`;

/**
 * Delivers through the app's own intake route, in process (`inject`): authentication by the
 * instance's secret header, normalisation, storage and live events all run exactly as they do for
 * Evolution, without a network hop or a public URL.
 */
export function deliverThroughIntake(app: FastifyInstance): WebhookDelivery {
  return async (target, body) => {
    const response = await app.inject({
      method: 'POST',
      url: intakePath(target.instanceId),
      headers: { [WEBHOOK_SECRET_HEADER]: target.secret, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    if (response.statusCode >= 200 && response.statusCode < 300) return;
    throw new GatewayError({
      kind: 'unavailable',
      status: response.statusCode,
      operation: 'deliverWebhook',
      gatewayMessage: `intake answered HTTP ${response.statusCode} to ${body.event}: ${response.body.slice(0, 200)}`,
      retryable: false,
    });
  };
}
