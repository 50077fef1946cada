import type { FastifyInstance } from 'fastify';
import { registerWebhookJob } from './delivery';
import { registerReviewJob } from './review';
import { cloudSimulatorRoutes } from './routes';

export { type CustomerInput, type CustomerWriting, customerWritesToCloud } from './customer';
export { CLOUD_SIM_WEBHOOK_JOB, deliverSigned } from './delivery';
export { numberByInstanceId, type SimulatedNumber } from './numbers';
export { CLOUD_SIM_REVIEW_JOB } from './review';
export { qualityBody } from './webhook-bodies';

/** Mounts the Graph API simulator and the jobs that post its later webhooks. */
export async function registerCloudSimulator(app: FastifyInstance): Promise<void> {
  registerWebhookJob(app);
  registerReviewJob(app);
  await cloudSimulatorRoutes(app);
}
