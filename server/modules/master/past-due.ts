import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { logOrganizationChange } from './organization-changes';

/** A charge unpaid this long after its due date moves the subscription to `past_due`. */
export const PAST_DUE_GRACE_MS = 7 * 86_400_000;
const SWEEP_INTERVAL_MS = 60 * 60_000;
export const PAST_DUE_JOB = 'subscriptions_past_due';

/** Moves to `past_due` every working subscription with a charge overdue past the grace period. */
export async function markPastDue(db: Db, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - PAST_DUE_GRACE_MS);
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(organizations)
      .set({ subscriptionStatus: 'past_due', updatedAt: now })
      .where(
        and(
          inArray(organizations.subscriptionStatus, ['active', 'trialing']),
          isNull(organizations.deletedAt),
          sql`exists (select 1 from payments p where p.organization_id = "organizations"."id" and p.paid_at is null and p.due_date < ${cutoff.toISOString()}::timestamptz)`,
        ),
      )
      .returning({ id: organizations.id });
    for (const { id } of moved) {
      await logOrganizationChange(tx, {
        organizationId: id,
        actor: { userId: null, email: 'sistema' },
        action: 'payment_overdue',
        before: {},
        after: { subscriptionStatus: 'past_due' },
      });
    }
    return moved.map((row) => row.id);
  });
}

const queueSweep = (app: FastifyInstance, runAt: Date) =>
  enqueueJob(app.db, {
    kind: PAST_DUE_JOB,
    organizationId: null,
    payload: {},
    runAt,
    dedupeKey: PAST_DUE_JOB,
  });

/** The hourly durable sweep: queued when a job-running process starts, then by each run for the next. */
export function registerPastDueJob(app: FastifyInstance): void {
  app.jobs.register(PAST_DUE_JOB, async () => {
    const now = app.clock.now();
    const moved = await markPastDue(app.db, now);
    if (moved.length > 0) app.log.info({ organizations: moved }, 'subscriptions moved to past_due');
    await queueSweep(app, new Date(now.getTime() + SWEEP_INTERVAL_MS));
  });
  app.addHook('onReady', async () => {
    if (app.config.runJobs) await queueSweep(app, app.clock.now());
  });
}
