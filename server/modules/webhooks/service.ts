import type { WebhookAck } from '../../../contract/webhooks';
import type { EngineDeps } from '../../engine/deps';
import { intake } from '../../engine/intake';
import { webhookBodyText } from './body-parser';

export interface IngestOptions {
  /** The secret header exactly as received (absent, one value or several). */
  secret: string | readonly string[] | undefined;
  /** The by-events URL suffix (`messages-upsert`): names the event when the body does not. */
  eventSlug?: string;
  /** When the request arrived; now by default. */
  receivedAt?: Date;
}

/**
 * One Evolution webhook call through the intake's one entry (the monitor's replay calls it too):
 * 404 unknown instance, 401 bad secret, else the body is queued durably and answered with the
 * number of events it carries.
 */
export function ingestWebhook(
  deps: EngineDeps,
  instanceId: string,
  body: unknown,
  options: IngestOptions,
): Promise<WebhookAck> {
  return intake(deps, { instanceId, body, bodyText: webhookBodyText(body), ...options });
}
