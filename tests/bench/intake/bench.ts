import type { AddressInfo } from 'node:net';
import { intakeDrained, stopIntake } from '../../../server/engine/intake';
import { businessHoursClock } from '../lib/clock';
import { commitRate, databaseCommitsDuring } from '../lib/commits';
import type { BenchDatabase } from '../lib/database';
import { createBenchApp, createTenant } from '../lib/fixtures';
import { httpCeiling } from '../lib/http-ceiling';
import type { Report } from '../lib/report';
import { count, describe, ms, perSecond, summarize } from '../lib/stats';
import { type CapturedStatement, difference, type TransactionCounts } from '../lib/tap';
import { ITEM, PACED_RATE, reportFloor, reportSocketLatency, verifyNothingDropped } from './findings';
import { replayFloor } from './floor';
import { LoadGenerator } from './load';
import type { LoadResult } from './load-worker';

export interface IntakeOptions {
  /** Seconds of the closed-loop throughput run and of the paced run. */
  throughputSeconds: number;
  pacedSeconds: number;
  /** Seconds of the 8-sender run (3), and replays of the floor's batch per run (200). */
  concurrentSeconds?: number;
  floorRounds?: number;
}

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
  const app = await createBenchApp(bench, {
    clock,
    evolutionApiUrl: evolutionUrl,
    intakeAck: 'stored',
    maintenance: true,
  });
  const tenant = await createTenant(app, evolutionUrl);
  const broadcasts: Record<string, number> = {};
  /** When each new message reached the app's live-event listeners (what the inbox socket relays). */
  const heardAt = new Map<string, number>();
  app.events.subscribe((organizationId, event) => {
    if (organizationId === tenant.organizationId) broadcasts[event.type] = (broadcasts[event.type] ?? 0) + 1;
    if (event.type === 'new_message') heardAt.set(event.messageId, Date.now());
  });
  /** Runs a load and waits until the intake has processed all of it: the wall time covers both. */
  const runAndDrain = async (plan: Parameters<LoadGenerator['run']>[0]) => {
    const started = performance.now();
    const result = await load.run(plan);
    const answered = performance.now();
    await intakeDrained(app);
    const drained = performance.now();
    return { result, processedMs: drained - started, drainMs: drained - answered };
  };
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const targets = tenant.instances.map((instance) => ({
    instanceId: instance.id,
    secret: instance.webhookSecret,
    gatewayInstanceName: instance.gatewayInstanceName,
  }));
  const load = new LoadGenerator({
    baseUrl: `http://127.0.0.1:${port}`,
    targets,
    seed: 20_250_312,
    clockOffsetMs: clock.now().getTime() - Date.now(),
  });
  const results: LoadResult[] = [];
  try {
    results.push(await load.run({ mode: 'closed', concurrency: 1, durationMs: 1_500, maxEvents: 400 }));
    const probeBefore = await commitRate(bench, 1_500);

    let sequentialRun: Awaited<ReturnType<typeof runAndDrain>> | undefined;
    let counted: TransactionCounts | undefined;
    // Each run's committed transactions, for the floor replay at the end.
    let sequentialTransactions: CapturedStatement[][] = [];
    const databaseCommits = await databaseCommitsDuring(bench, async () => {
      const before = bench.tap.snapshot();
      const recorded = await bench.tap.recordTransactions(() =>
        runAndDrain({
          mode: 'closed',
          concurrency: 1,
          durationMs: options.throughputSeconds * 1000,
          maxEvents: 100_000,
        }),
      );
      sequentialRun = recorded.value;
      sequentialTransactions = recorded.transactions;
      counted = difference(bench.tap.snapshot(), before);
    });
    if (!sequentialRun || !counted) throw new Error('throughput run did not finish');
    const sequential = sequentialRun.result;
    results.push(sequential);
    const { value: concurrentRun, transactions: concurrentTransactions } = await bench.tap.recordTransactions(
      () =>
        runAndDrain({
          mode: 'closed',
          concurrency: 8,
          durationMs: (options.concurrentSeconds ?? 3) * 1000,
          maxEvents: 100_000,
        }),
    );
    const concurrent = concurrentRun.result;
    results.push(concurrent);
    const probeAfter = await commitRate(bench, 1_500);
    const pacedRun = await runAndDrain({
      mode: 'paced',
      perSecond: PACED_RATE,
      events: PACED_RATE * options.pacedSeconds,
    });
    const paced = pacedRun.result;
    results.push(paced);

    const probe = Math.max(probeBefore, probeAfter);
    const ceiling = await httpCeiling(targets, 1_500);
    // Processed, not only answered: the time counts until the intake has drained what was sent.
    const throughput = sequential.sent / (sequentialRun.processedMs / 1000);
    const concurrentThroughput = concurrent.sent / (concurrentRun.processedMs / 1000);
    // The commit probe writes no rows: a reference, the budgets are against the rows' floor (below).
    report.info(
      ITEM,
      `throughput processed: one sender ${perSecond(throughput)}, 8 concurrent senders ${perSecond(concurrentThroughput)}; commit probe ${perSecond(probe)} (best of ${perSecond(probeBefore)} before / ${perSecond(probeAfter)} after)`,
    );
    report.info(
      ITEM,
      `one sender: ${count(sequential.sent)} events answered in ${ms(sequential.elapsedMs)} and processed ${ms(sequentialRun.drainMs)} after the last answer; answers ${describe(summarize(sequential.latenciesMs))}`,
    );
    report.info(
      ITEM,
      `8 concurrent senders: ${perSecond(concurrent.sent / (concurrent.elapsedMs / 1000))} answered, ${perSecond(concurrentThroughput)} processed; answers ${describe(summarize(concurrent.latenciesMs))}`,
    );
    report.info(
      ITEM,
      `HTTP alone on this machine (a bare Fastify route on the same path, no database, same gateway thread): one sender ${perSecond(ceiling.oneSender)}, 8 senders ${perSecond(ceiling.eightSenders)}; the intake reaches ${(throughput / ceiling.oneSender).toFixed(2)} and ${(concurrentThroughput / ceiling.eightSenders).toFixed(2)} of it`,
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

    report.info(ITEM, `paced run: everything processed ${ms(pacedRun.drainMs)} after the last answer`);
    await reportSocketLatency(bench, report, tenant.organizationId, paced, heardAt);

    const events = sequential.sent;
    const commits = counted.commits + counted.autocommitWrites;
    // Each batch commits with the appends that arrived meanwhile; the run's last batch has no later
    // append to ride with, so a run of N events makes N + 1 commits at best. That one is counted
    // apart; a second commit over would fail the budget.
    report.budget({
      item: ITEM,
      name: 'commits per event, the last batch apart',
      measured: (commits - 1) / events,
      bound: 1,
      direction: 'max',
      // Four places: one commit over must not read as 1.000.
      format: (v) => v.toFixed(4),
      boundNote: `${count(commits)} commits for ${count(events)} events, one of them the last batch's`,
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
    // Last, with the intake stopped: the replays write rows of their own.
    await stopIntake(app);
    const rounds = options.floorRounds ?? 200;
    const floors = {
      one: await replayFloor(bench, sequentialTransactions, rounds),
      eight: await replayFloor(bench, concurrentTransactions, rounds),
    };
    reportFloor(report, floors, { one: throughput, eight: concurrentThroughput }, { probe, ceiling });
  } finally {
    await load.stop();
    await app.close();
  }
}
