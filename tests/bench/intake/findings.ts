/**
 * What the intake bench checks after its runs: nothing dropped, how soon the inbox hears of each
 * message, and the throughput against the floor of the rows it writes.
 */
import type { BenchDatabase } from '../lib/database';
import type { Report } from '../lib/report';
import { count, describe, ms, perSecond, sleep, summarize } from '../lib/stats';
import type { Floor } from './floor';
import type { LoadResult } from './load-worker';
import { describeCounts, intakeRows } from './verify';

export const ITEM = '1. Webhook intake (POST /api/webhooks/evolution/:instanceId, messages.upsert)';
export const PACED_RATE = 300;

const failures = (result: LoadResult): number =>
  Object.entries(result.statuses).reduce((sum, [status, n]) => sum + (status === '200' ? 0 : n), 0);

/**
 * Issue 27 §1: the intake's bound is what its rows cost. Each run's throughput against the floor of
 * its own median batch (0.4 × for one sender, 0.6 × for 8), with the commit probe and the bare HTTP
 * route printed as references in the same units.
 */
export function reportFloor(
  report: Report,
  floors: { one: Floor; eight: Floor },
  processed: { one: number; eight: number },
  references: { probe: number; ceiling: { oneSender: number; eightSenders: number } },
): void {
  const runs = [
    { key: 'one', name: 'one sender', ratio: 0.4, http: references.ceiling.oneSender },
    { key: 'eight', name: '8 concurrent senders', ratio: 0.6, http: references.ceiling.eightSenders },
  ] as const;
  for (const run of runs) {
    const floor = floors[run.key];
    report.budget({
      item: ITEM,
      name: `throughput against the rows' floor, ${run.name}`,
      measured: processed[run.key],
      bound: run.ratio * floor.rate,
      direction: 'min',
      format: perSecond,
      boundNote: `${run.ratio} × floor ${perSecond(floor.rate)}; processed/floor = ${(processed[run.key] / floor.rate).toFixed(2)}`,
    });
    report.info(
      ITEM,
      `floor, ${run.name}: a batch of ${count(floor.replayedBatch)} events (the run's median: ${count(floor.medianBatch)}) replayed bare in one transaction costs ${ms(floor.transactionMs)}, ` +
        `${floor.perEventMs.toFixed(3)} ms per event (${perSecond(floor.rate)}); ${count(floor.statementsReplayed)} statements replayed for ${count(floor.statementsInRun)} in the run; ` +
        `references: commit probe ${perSecond(references.probe)} (${(references.probe / floor.rate).toFixed(2)} × the floor), bare HTTP route ${perSecond(run.http)}`,
    );
    report.info(
      ITEM,
      `floor, ${run.name}, per statement (median of the replays, share): ` +
        floor.statements
          .map((cost) => `${cost.label} ${cost.medianMs.toFixed(3)} ms (${(cost.share * 100).toFixed(0)} %)`)
          .join('; '),
    );
  }
}

/** From each fresh paced call's answer to its `new_message` reaching the app's live listeners. */
export async function reportSocketLatency(
  bench: BenchDatabase,
  report: Report,
  organizationId: string,
  paced: LoadResult,
  heardAt: Map<string, number>,
): Promise<void> {
  await sleep(300);
  const rows = await bench.exec(
    'select id, gateway_message_id from messages where organization_id = $1 and gateway_message_id is not null',
    [organizationId],
  );
  const idByGateway = new Map(rows.map((row) => [String(row.gateway_message_id), String(row.id)]));
  const latencies: number[] = [];
  let unheard = 0;
  for (const [gatewayId, answeredAt] of paced.answeredAt) {
    const messageId = idByGateway.get(gatewayId);
    const heard = messageId ? heardAt.get(messageId) : undefined;
    if (heard === undefined) unheard++;
    else latencies.push(Math.max(0, heard - answeredAt));
  }
  const summary = summarize(latencies);
  report.budget({
    item: ITEM,
    name: `new_message live p95 after the answer at ${PACED_RATE} events/s`,
    measured: latencies.length > 0 ? summary.p95 : Number.NaN,
    bound: 250,
    direction: 'max',
    format: ms,
  });
  report.info(ITEM, `live events: ${describe(summary)}; ${count(unheard)} fresh calls not heard`);
}

/** Every call answered 200, and each fresh call stored exactly once. */
export async function verifyNothingDropped(
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
