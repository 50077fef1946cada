import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';
import { signCloudBody } from '../cloud';
import { SIGNATURE_HEADER } from '../cloud/wire';
import { GatewayError } from '../errors';
import { numberByInstanceId, type SimulatedNumber } from './numbers';
import type { CloudWebhookBody } from './webhook-bodies';

/** The durable job that posts a webhook the simulator owes (a status, a template's review). */
export const CLOUD_SIM_WEBHOOK_JOB = 'cloud-simulator.webhook';

/** Our webhook route of a Cloud API instance, the one Meta's app is told to post to. */
export const cloudIntakePath = (instanceId: string): string =>
  `/api/webhooks/cloud/${encodeURIComponent(instanceId)}`;

/**
 * Posts a body to the instance's webhook route as Meta does: the exact bytes signed with the app
 * secret in `X-Hub-Signature-256`. In process (`inject`), so the demo needs no public address; the
 * route checks the signature and stores it exactly as it would Meta's. Throws when it is refused.
 */
export async function deliverSigned(
  app: FastifyInstance,
  number: SimulatedNumber,
  body: CloudWebhookBody,
): Promise<void> {
  const raw = JSON.stringify(body);
  const response = await app.inject({
    method: 'POST',
    url: cloudIntakePath(number.instanceId),
    headers: {
      'content-type': 'application/json',
      ...(number.appSecret ? { [SIGNATURE_HEADER]: signCloudBody(raw, number.appSecret) } : {}),
    },
    payload: raw,
  });
  if (response.statusCode >= 200 && response.statusCode < 300) return;
  throw new GatewayError({
    kind: 'unavailable',
    status: response.statusCode,
    operation: 'deliverWebhook',
    gatewayMessage: `webhook route answered HTTP ${response.statusCode}: ${response.body.slice(0, 200)}`,
    retryable: false,
  });
}

/** A webhook to post later (Meta's statuses and reviews arrive after the call that caused them). */
export function queueWebhook(
  db: DbOrTx,
  number: SimulatedNumber,
  body: CloudWebhookBody,
  runAt: Date,
): Promise<string> {
  return enqueueJob(db, {
    kind: CLOUD_SIM_WEBHOOK_JOB,
    organizationId: number.organizationId,
    payload: { instanceId: number.instanceId, body },
    runAt,
  });
}

/** Runs the queued posts; a number removed meanwhile has nobody to post to. */
export function registerWebhookJob(app: FastifyInstance): void {
  app.jobs.register(CLOUD_SIM_WEBHOOK_JOB, async (job) => {
    const { instanceId, body } = job.payload as { instanceId: string; body: CloudWebhookBody };
    const number = await numberByInstanceId(app.db, app.config.encryptionKey, instanceId);
    if (!number) return;
    await deliverSigned(app, number, body);
  });
}
