import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { cloudSimTemplates } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { deliverSigned } from './delivery';
import { numbersOfAccount } from './numbers';
import { decideTemplate, type TemplateRow } from './templates';
import { templateStatusBody } from './webhook-bodies';

/** The durable job that ends a template's review and tells the account (status webhook). */
export const CLOUD_SIM_REVIEW_JOB = 'cloud-simulator.review';

export function queueReview(db: DbOrTx, row: TemplateRow, organizationId: string): Promise<string> {
  return enqueueJob(db, {
    kind: CLOUD_SIM_REVIEW_JOB,
    organizationId,
    payload: { templateId: row.id },
    runAt: row.decideAt,
  });
}

/** A review due by now, decided (a read after the delay sees the outcome even before the job ran). */
export async function settled(db: DbOrTx, row: TemplateRow, now: Date): Promise<TemplateRow> {
  if (row.status !== 'PENDING' || row.decideAt > now) return row;
  return decideTemplate(db, row);
}

export function registerReviewJob(app: FastifyInstance): void {
  app.jobs.register(CLOUD_SIM_REVIEW_JOB, async (job) => {
    const { templateId } = job.payload as { templateId: string };
    const [row] = await app.db.select().from(cloudSimTemplates).where(eq(cloudSimTemplates.id, templateId));
    if (!row) return;
    const decided = await settled(app.db, row, app.clock.now());
    // Meta posts the update to every number's app subscribed to the account.
    for (const number of await numbersOfAccount(app.db, app.config.encryptionKey, row.wabaId)) {
      await deliverSigned(
        app,
        number,
        templateStatusBody(number, {
          id: decided.id,
          name: decided.name,
          language: decided.language,
          status: decided.status,
          reason: decided.rejectedReason,
        }),
      );
    }
  });
}
