import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { enqueueJob } from '../../../jobs/queue';
import { selectRows } from '../sql-rows';
import { buildReportDay, daysToBuild } from './build';

/** One organization's aggregates: the asked days, the recent ones and any never built. */
export const REPORT_AGGREGATES_JOB = 'report_aggregates';
/** The round that queues every organization's job, every few minutes. */
export const REPORT_AGGREGATES_SCHEDULE_JOB = 'report_aggregates_schedule';
/** How often the round looks for days to build (yesterday soon after midnight, leads changed since). */
export const REPORT_AGGREGATES_INTERVAL_MS = 10 * 60_000;
/** How often the recent past days are rebuilt: a late message shows in the reports at most this late. */
export const RECENT_DAYS_INTERVAL_MS = 60 * 60_000;
/** Days rebuilt on each round even when already built: late messages and reassignments land there. */
export const RECENT_DAYS = 3;
/** Days built per run; more wait for the next run, queued at once. */
const BATCH_DAYS = 14;

const min = (a: string, b: string) => (a < b ? a : b);
const max = (a: string, b: string) => (a > b ? a : b);

const Payload = z.object({ from: z.string().optional(), to: z.string().optional() });

/** Queues an organization's rebuild (the asked days first, when given); one pending job per organization. */
export function queueReportAggregates(
  db: DbOrTx,
  organizationId: string,
  runAt: Date,
  asked?: { from: string; to: string },
): Promise<string> {
  return enqueueJob(db, {
    kind: REPORT_AGGREGATES_JOB,
    organizationId,
    payload: asked ?? {},
    runAt,
    dedupeKey: `${REPORT_AGGREGATES_JOB}:${organizationId}`,
  });
}

/** Queues the round that queues every organization's rebuild (started with the app when it runs jobs). */
export function queueReportAggregatesRound(db: DbOrTx, runAt: Date): Promise<string> {
  return enqueueJob(db, {
    kind: REPORT_AGGREGATES_SCHEDULE_JOB,
    organizationId: null,
    payload: {},
    runAt,
    dedupeKey: REPORT_AGGREGATES_SCHEDULE_JOB,
  });
}

interface OrganizationRow {
  id: string;
  timezone: string;
  today: string;
}

/**
 * The reports' daily pre-aggregates as durable jobs (DESIGN §7): every ten minutes each
 * organization builds its ended days not built yet, every hour its last days again; an admin can
 * ask for any days at once. Today is never read from them: the reports compute it from the rows.
 */
export function registerReportAggregates(app: FastifyInstance): void {
  const queueRound = (runAt: Date) => queueReportAggregatesRound(app.db, runAt);
  app.jobs.register(REPORT_AGGREGATES_SCHEDULE_JOB, async () => {
    const now = app.clock.now();
    const organizations = await selectRows<{ id: string }>(
      app.db,
      sql`select id from organizations where subscription_status <> 'canceled'`,
    );
    for (const organization of organizations) await queueReportAggregates(app.db, organization.id, now);
    await queueRound(new Date(now.getTime() + REPORT_AGGREGATES_INTERVAL_MS));
  });
  app.jobs.register(REPORT_AGGREGATES_JOB, async (job) => {
    if (!job.organizationId) return;
    const now = app.clock.now();
    const [organization] = await selectRows<OrganizationRow>(
      app.db,
      sql`select id, timezone, (${now.toISOString()}::timestamptz at time zone timezone)::date::text as today
        from organizations where id = ${job.organizationId}`,
    );
    if (!organization) return;
    const payload = Payload.parse(job.payload);
    const asked = payload.from && payload.to ? { from: payload.from, to: payload.to } : undefined;
    const days = await daysToBuild(app.db, organization, now, organization.today, {
      recentDays: RECENT_DAYS,
      staleAfterMs: RECENT_DAYS_INTERVAL_MS,
      asked,
    });
    const batch = days.slice(0, BATCH_DAYS);
    const started = performance.now();
    for (const day of batch) await buildReportDay(app.db, organization, day, app.clock.now());
    app.log.info(
      { organizationId: organization.id, days: batch.length, ms: Math.round(performance.now() - started) },
      'report aggregates rebuilt',
    );
    if (days.length === batch.length) return;
    // The asked days come first; those left keep their place in the next run.
    const left = days.slice(BATCH_DAYS).filter((day) => asked && day >= asked.from && day <= asked.to);
    const rest = left.length > 0 ? { from: left.reduce(min), to: left.reduce(max) } : undefined;
    await queueReportAggregates(app.db, organization.id, app.clock.now(), rest);
  });
  app.addHook('onReady', async () => {
    if (app.config.runJobs) await queueRound(app.clock.now());
  });
}
