import { cpus, loadavg } from 'node:os';
import { benchIntake } from './intake/bench';
import { type BenchDatabase, openBenchDatabase } from './lib/database';
import { Report } from './lib/report';
import { benchPageLoad } from './pageload';
import { benchPipeline } from './pipeline';
import { benchReads } from './reads/bench';
import { benchConcurrentReads } from './reads/concurrency';
import { benchReplicas } from './replicas';
import { benchReports } from './reports/bench';
import { benchWebBundle } from './web-bundle';

/**
 * `npm run bench`: the speed and scale budgets of DESIGN §7, each printed as the measured figure
 * against a bound measured in the same run (or the fixed one), their ratio and PASS / FAIL / SKIP.
 * Exits 1 when a budget fails. Items 1–3 run on PGlite (on disk, as `npm start` keeps it), or with
 * BENCH_DATABASE_URL=postgres://… on new databases of that server, dropped afterwards.
 *
 *   BENCH_ONLY=intake,reads,pipeline,web,reports,concurrency,pageload,replicas   the items to run (all by default)
 *   BENCH_CONVERSATIONS / BENCH_MESSAGES      the inbox size of items 2 and 5 (100,000 / 2,000,000)
 *   BENCH_CONCURRENT_CONVERSATIONS / _MESSAGES the inbox size of item 6 (10,000 / 200,000)
 *   BENCH_INTAKE_SMOKE=1                      item 1 in a few seconds (a check that it runs; figures mean little)
 *   BENCH_PAGELOAD_RUNS                       the cold visits of item 7, per page (10)
 *   BENCH_REPLICAS_SECONDS                    the load of item 8 per replica count (10; PostgreSQL only)
 */
const ITEMS = [
  'intake',
  'reads',
  'pipeline',
  'web',
  'reports',
  'concurrency',
  'pageload',
  'replicas',
] as const;
const only = new Set((process.env.BENCH_ONLY ?? ITEMS.join(',')).split(',').map((item) => item.trim()));
const serverUrl = process.env.BENCH_DATABASE_URL || undefined;
const size = {
  conversations: Number(process.env.BENCH_CONVERSATIONS ?? 100_000),
  messages: Number(process.env.BENCH_MESSAGES ?? 2_000_000),
};

/** Runs one item on a database of its own; a crash is a failed budget, and the other items still run. */
async function onDatabase(report: Report, item: string, work: (bench: BenchDatabase) => Promise<void>) {
  let bench: BenchDatabase | undefined;
  try {
    bench = await openBenchDatabase(serverUrl);
    await work(bench);
  } catch (error) {
    console.error(error);
    crashed(report, item, error);
  } finally {
    await bench?.dispose().catch((error: unknown) => console.error('database not disposed:', error));
  }
}

function crashed(report: Report, item: string, error: unknown): void {
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  report.budget({
    item,
    name: `did not finish: ${message}`,
    measured: Number.NaN,
    bound: 0,
    direction: 'max',
    format: String,
  });
}

async function main(): Promise<boolean> {
  const unknown = [...only].filter((item) => !(ITEMS as readonly string[]).includes(item));
  if (unknown.length > 0)
    throw new Error(`BENCH_ONLY: unknown item(s) ${unknown.join(', ')}; use ${ITEMS.join(',')}`);
  const report = new Report();
  const started = performance.now();
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.log(
    `Vendaí bench: node ${process.version}, ${cpus().length} cores, load average ${load()}; ` +
      `database: ${serverUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite'}`,
  );
  if (only.has('intake')) {
    await onDatabase(report, '1. Webhook intake', (bench) =>
      benchIntake(
        bench,
        report,
        process.env.BENCH_INTAKE_SMOKE
          ? { throughputSeconds: 1, pacedSeconds: 1, concurrentSeconds: 1, floorRounds: 20 }
          : { throughputSeconds: 5, pacedSeconds: 10 },
      ),
    );
  }
  if (only.has('reads')) {
    await onDatabase(report, '2. Inbox reads', (bench) => benchReads(bench, report, size, 300));
  }
  if (only.has('pipeline')) {
    await onDatabase(report, '3. Pipeline overhead', (bench) => benchPipeline(bench, report, 200));
  }
  if (only.has('web')) {
    try {
      benchWebBundle(report);
    } catch (error) {
      console.error(error);
      crashed(report, '4. Web', error);
    }
  }
  if (only.has('reports')) {
    await onDatabase(report, '5. Reports', (bench) => benchReports(bench, report, size, 60));
  }
  if (only.has('concurrency')) {
    const concurrentSize = {
      conversations: Number(process.env.BENCH_CONCURRENT_CONVERSATIONS ?? 10_000),
      messages: Number(process.env.BENCH_CONCURRENT_MESSAGES ?? 200_000),
    };
    await onDatabase(report, '6. Reads under concurrency', (bench) =>
      benchConcurrentReads(bench, report, concurrentSize, { connections: 50, seconds: 5 }),
    );
  }
  if (only.has('pageload')) {
    try {
      await benchPageLoad(report, Number(process.env.BENCH_PAGELOAD_RUNS ?? 10));
    } catch (error) {
      console.error(error);
      crashed(report, '7. Web: page load and navigation in Chromium', error);
    }
  }
  if (only.has('replicas')) {
    const item = '8. Replicas: intake lanes on one PostgreSQL database';
    if (!serverUrl) report.skip(item, 'PostgreSQL only (BENCH_DATABASE_URL)');
    else
      await onDatabase(report, item, (bench) =>
        benchReplicas(bench, report, Number(process.env.BENCH_REPLICAS_SECONDS ?? 10)),
      );
  }
  const failed = report.printSummary();
  console.log(
    `bench took ${((performance.now() - started) / 1000).toFixed(0)} s; load average now ${load()}`,
  );
  return failed;
}

main().then(
  (failed) => process.exit(failed ? 1 : 0),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
