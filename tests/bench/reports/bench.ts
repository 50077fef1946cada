import type { FastifyInstance } from 'fastify';
import type { ReportName } from '../../../contract/reports';
import { queueReportAggregates } from '../../../server/modules/reports/aggregates/job';
import type { BenchDatabase } from '../lib/database';
import { createBenchApp, createTenant } from '../lib/fixtures';
import type { Report } from '../lib/report';
import { count, describe, ms, summarize } from '../lib/stats';
import { type SeedSize, seedInbox } from '../reads/seed';

const ITEM = '5. Reports over 30 days (GET /api/reports/*)';
const BUDGET_MS = 200;
const REPORTS: readonly ReportName[] = ['funnel', 'losses', 'response-times', 'ai', 'sellers', 'activity'];
const WARM_UP_ROUNDS = 2;
/** The seeded inbox spans about 125 days (item 2's seeding: 120 days of last messages, each chat up to five days long). */
const SEEDED_DAYS = 130;
/** A report stops sampling after this long (with at least MIN_SAMPLES), so a slow one cannot stall the bench. */
const REPORT_BUDGET_MS = 20_000;
const MIN_SAMPLES = 10;

const day = (date: Date): string => date.toISOString().slice(0, 10);

async function sampleReport(
  app: FastifyInstance,
  token: string,
  url: string,
  samples: number,
): Promise<number[]> {
  const get = async () => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  };
  for (let round = 0; round < WARM_UP_ROUNDS; round++) await get();
  const taken: number[] = [];
  const began = performance.now();
  for (let index = 0; index < samples; index++) {
    if (index >= MIN_SAMPLES && performance.now() - began > REPORT_BUDGET_MS) break;
    const start = performance.now();
    await get();
    taken.push(performance.now() - start);
  }
  return taken;
}

/**
 * DESIGN §7, reports: the inbox of item 2 (same seeding: conversations over 120 days skewed to the
 * recent, so about half of them and of the messages fall in the last 30 days), the daily
 * pre-aggregates built by their job, then each report over the last 30 days (today computed live)
 * for the whole organization, p95 against 200 ms.
 */
export async function benchReports(
  bench: BenchDatabase,
  report: Report,
  size: SeedSize,
  samples: number,
): Promise<void> {
  console.log(`\n== ${ITEM} on ${bench.label}`);
  const app = await createBenchApp(bench);
  try {
    const tenant = await createTenant(app, 'http://127.0.0.1:9');
    console.log(
      `   seeding ${count(size.conversations)} conversations and ${count(size.messages)} messages…`,
    );
    const seeded = await seedInbox(bench, tenant, size, (text) => console.log(`     ${text}`));
    report.info(
      ITEM,
      `seeded ${count(size.conversations)} conversations, ${count(size.messages)} messages in ${(seeded.totalMs / 1000).toFixed(1)} s`,
    );
    const to = new Date();
    const from = new Date(to.getTime() - 29 * 86_400_000);
    const period = `from=${day(from)}&to=${day(to)}`;
    // The daily figures as the hourly job keeps them: every seeded day before today built once.
    const building = performance.now();
    const oldest = new Date(to.getTime() - SEEDED_DAYS * 86_400_000);
    await queueReportAggregates(app.db, tenant.organizationId, new Date(), {
      from: day(oldest),
      to: day(to),
    });
    await app.jobs.runDue();
    report.info(
      ITEM,
      `built the daily figures of ${SEEDED_DAYS} days in ${((performance.now() - building) / 1000).toFixed(1)} s`,
    );
    for (const name of REPORTS) {
      const taken = summarize(
        await sampleReport(app, tenant.adminToken, `/api/reports/${name}?${period}`, samples),
      );
      report.budget({
        item: ITEM,
        name: `${name}: p95 vs ${BUDGET_MS} ms`,
        measured: taken.p95,
        bound: BUDGET_MS,
        direction: 'max',
        format: ms,
      });
      report.info(ITEM, `  ${describe(taken)}`);
    }
  } finally {
    await app.close();
  }
}
