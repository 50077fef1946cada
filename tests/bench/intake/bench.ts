import type { AddressInfo } from 'node:net';
import { businessHoursClock } from '../lib/clock';
import { commitRate, databaseCommitsDuring } from '../lib/commits';
import type { BenchDatabase } from '../lib/database';
import { createBenchApp, createTenant } from '../lib/fixtures';
import type { Report } from '../lib/report';
import { count, describe, ms, perSecond, sleep, summarize } from '../lib/stats';
import { difference, type TransactionCounts } from '../lib/tap';
import { LoadGenerator } from './load';
import type { LoadResult } from './load-worker';
import { describeCounts, intakeRows } from './verify';

const ITEM = '1. Webhook intake (POST /api/webhooks/evolution/:instanceId, messages.upsert)';
const PACED_RATE = 300;

export interface IntakeOptions {
  /** Seconds of the closed-loop throughput run and of the paced run. */
  throughputSeconds: number;
  pacedSeconds: number;
}

const failures = (result: LoadResult): number =>
  Object.entries(result.statuses).reduce((sum, [status, n]) => sum + (status === '200' ? 0 : n), 0);

/**
 * DESIGN §7, intake: the real route over real HTTP, fed by a gateway thread with real-format bodies.
 * Throughput (one sender, each call answered before the next, as a commit probe runs) against half
 * the database's own commit rate measured in the same run; p99 at a paced 300 events/s; commits per
 * event counted at the driver (and by the database itself as a cross-check).
 */
export async function benchIntake(
  bench: BenchDatabase,
  report: Report,
  options: IntakeOptions,
): Promise<void> {
  console.log(`\n== ${ITEM} on ${bench.label}`);
  const evolutionUrl = 'http://127.0.0.1:9'; // never called: the intake sends nothing
  const clock = businessHoursClock();
  const app = await createBenchApp(bench, { clock, evolutionApiUrl: evolutionUrl });
  const tenant = await createTenant(app, evolutionUrl);
  const broadcasts: Record<string, number> = {};
  app.events.subscribe((organizationId, event) => {
    if (organizationId === tenant.organizationId) broadcasts[event.type] = (broadcasts[event.type] ?? 0) + 1;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const load = new LoadGenerator({
    baseUrl: `http://127.0.0.1:${port}`,
    targets: tenant.instances.map((instance) => ({
      instanceId: instance.id,
      secret: instance.webhookSecret,
      gatewayInstanceName: instance.gatewayInstanceName,
    })),
    seed: 20_250_312,
    clockOffsetMs: clock.now().getTime() - Date.now(),
  });
  const results: LoadResult[] = [];
  try {
    results.push(await load.run({ mode: 'closed', concurrency: 1, durationMs: 1_500, maxEvents: 400 }));
    const probeBefore = await commitRate(bench, 1_500);

    let sequential: LoadResult | undefined;
    let counted: TransactionCounts | undefined;
    const databaseCommits = await databaseCommitsDuring(bench, async () => {
      const before = bench.tap.snapshot();
      sequential = await load.run({
        mode: 'closed',
        concurrency: 1,
        durationMs: options.throughputSeconds * 1000,
        maxEvents: 100_000,
      });
      counted = difference(bench.tap.snapshot(), before);
    });
    if (!sequential || !counted) throw new Error('throughput run did not finish');
    results.push(sequential);
    const concurrent = await load.run({
      mode: 'closed',
      concurrency: 8,
      durationMs: 3_000,
      maxEvents: 100_000,
    });
    results.push(concurrent);
    const probeAfter = await commitRate(bench, 1_500);
    const paced = await load.run({
      mode: 'paced',
      perSecond: PACED_RATE,
      events: PACED_RATE * options.pacedSeconds,
    });
    results.push(paced);

    const probe = Math.max(probeBefore, probeAfter);
    const throughput = sequential.sent / (sequential.elapsedMs / 1000);
    report.budget({
      item: ITEM,
      name: 'throughput, one sender',
      measured: throughput,
      bound: probe / 2,
      direction: 'min',
      format: perSecond,
      boundNote: `½ × commit probe ${perSecond(probe)}, best of ${perSecond(probeBefore)} before / ${perSecond(probeAfter)} after`,
    });
    report.info(
      ITEM,
      `one sender: ${count(sequential.sent)} events in ${ms(sequential.elapsedMs)}; ${describe(summarize(sequential.latenciesMs))}`,
    );
    report.info(
      ITEM,
      `8 concurrent senders (information): ${perSecond(concurrent.sent / (concurrent.elapsedMs / 1000))}; ${describe(summarize(concurrent.latenciesMs))}`,
    );
    const pacedSummary = summarize(paced.latenciesMs);
    report.budget({
      item: ITEM,
      name: `p99 latency at ${PACED_RATE} events/s`,
      measured: pacedSummary.p99,
      bound: 25,
      direction: 'max',
      format: ms,
    });
    report.info(
      ITEM,
      `paced: ${count(paced.sent)} events over ${ms(paced.elapsedMs)} (latency from each call's due time); ${describe(pacedSummary)}` +
        (paced.abandoned > 0
          ? `; the server fell over 2 s behind, ${count(paced.abandoned)} calls not sent`
          : ''),
    );

    const events = sequential.sent;
    const commits = counted.commits + counted.autocommitWrites;
    report.budget({
      item: ITEM,
      name: 'commits per event',
      measured: commits / events,
      bound: 1,
      direction: 'max',
      format: (v) => v.toFixed(3),
    });
    report.info(
      ITEM,
      `driver count over the ${count(events)} events of the throughput run: ${count(counted.commits)} transactions committed, ` +
        `${count(counted.rollbacks)} rolled back (redeliveries: ${count(sequential.redeliveries)}), ${count(counted.autocommitWrites)} single-statement writes, ` +
        `${count(counted.autocommitReads)} single-statement reads; ` +
        `${(counted.statementsInTransactions / events).toFixed(1)} statements per event inside transactions; database xact_commit: ${count(databaseCommits)} ` +
        `(${(databaseCommits / events).toFixed(3)} per event; it also counts read-only statements, ` +
        (bench.database.pglite
          ? `and PGlite runs one internal transaction after each commit that sent a NOTIFY to its own LISTEN)`
          : 'the pool wake-ups and autovacuum)'),
    );
    await verifyNothingDropped(bench, report, tenant.organizationId, results, broadcasts);
  } finally {
    await load.stop();
    await app.close();
  }
}

async function verifyNothingDropped(
  bench: BenchDatabase,
  report: Report,
  organizationId: string,
  results: LoadResult[],
  broadcasts: Record<string, number>,
): Promise<void> {
  await sleep(300); // live events arrive through LISTEN after their commit
  const sent = results.reduce((sum, result) => sum + result.sent, 0);
  const redeliveries = results.reduce((sum, result) => sum + result.redeliveries, 0);
  const failed = results.reduce((sum, result) => sum + failures(result), 0);
  const rows = await intakeRows(bench, organizationId);
  report.budget({
    item: ITEM,
    name: 'calls not answered 200',
    measured: failed,
    bound: 0,
    direction: 'max',
    format: count,
  });
  for (const error of new Set(results.flatMap((result) => result.errors)))
    report.info(ITEM, `error: ${error}`);
  report.info(
    ITEM,
    `all phases: ${count(sent)} calls (${count(redeliveries)} redeliveries); stored ${count(rows.messages)} messages in ` +
      `${count(rows.conversations)} conversations with ${count(rows.leads)} leads; broadcast: ${describeCounts(broadcasts)}`,
  );
  report.info(ITEM, `monitor records: ${describeCounts(rows.monitorByOutcome)}`);
  report.info(ITEM, `jobs queued by the intake: ${describeCounts(rows.jobsByKind)}`);
  const fresh = sent - redeliveries;
  report.budget({
    item: ITEM,
    name: 'messages stored ≠ fresh calls (dropped or stored twice)',
    measured: Math.abs(rows.messages - fresh),
    bound: 0,
    direction: 'max',
    format: count,
    boundNote: `${count(rows.messages)} stored for ${count(fresh)} fresh calls`,
  });
}
