import type { ChildProcess } from 'node:child_process';
import { WEBHOOK_SECRET_HEADER } from '../../server/gateways/evolution/webhook-config';
import {
  createEvolutionInstance,
  type EvolutionInstance,
  textMessageBody,
} from '../server/engine/intake/helpers';
import { exited, freePort, startServerProcess } from '../server/engine/intake/server-process';
import { createOrganization, createUser } from '../server/helpers/app';
import type { BenchDatabase } from './lib/database';
import type { Report } from './lib/report';
import { count, perSecond, sleep } from './lib/stats';

const ITEM = '8. Replicas: intake lanes on one PostgreSQL database';
const ORGANIZATIONS = 20;
const CONTACTS = 50;
const SENDERS = 8;
/** Share of the drain time spent waiting for a lane, with 3 replicas (issue 27 §2). */
const LANE_WAIT_BOUND = 0.05;

/** One server's 'intake lanes at stop' line (drainer.ts, claim-round.ts), summed over servers. */
interface Drained {
  drainMs: number;
  /** Unable to drain an owned lane because another process held it: retry pauses, empty rounds. */
  laneWaitMs: number;
  /** Batches that found one of their lanes held by another process. */
  blockedBatches: number;
  /** The statements that lock the lanes and claim each batch: paid by every batch, no wait. */
  claimMs: number;
  events: number;
  /** Lanes taken from the free ones: the start-up shares, hand-overs and a dead replica's lanes. */
  lanesTaken: number;
}

const FIELDS = ['drainMs', 'laneWaitMs', 'blockedBatches', 'claimMs', 'events', 'lanesTaken'] as const;

/** The drainer's own account, logged when a server stops ('intake lanes at stop'). */
function drainedOf(output: string[]): Drained {
  const total: Drained = {
    drainMs: 0,
    laneWaitMs: 0,
    blockedBatches: 0,
    claimMs: 0,
    events: 0,
    lanesTaken: 0,
  };
  for (const line of output.join('').split('\n')) {
    if (!line.includes('intake lanes at stop')) continue;
    let entry: Partial<Drained>;
    try {
      entry = JSON.parse(line) as Partial<Drained>;
    } catch {
      continue;
    }
    for (const field of FIELDS) total[field] += entry[field] ?? 0;
  }
  return total;
}

/**
 * Item 8 (PostgreSQL only): 1, 2 and 3 server processes on the same database, 8 senders spread
 * over 20 organizations and over the processes for `seconds`; prints the processed throughput per
 * replica count and the share of the drain time spent waiting for a lane another process held
 * (with the batches that found one so, and the lane hand-overs), and beside it, not counted as a
 * wait, the share spent in the statement that locks the lanes and claims each batch. On two cores
 * the throughput cannot grow with replicas; the budget is that lanes do not serialise them.
 */
export async function benchReplicas(bench: BenchDatabase, report: Report, seconds: number): Promise<void> {
  const url = bench.database.url;
  if (!url) {
    report.skip(ITEM, 'PostgreSQL only (BENCH_DATABASE_URL)');
    return;
  }
  const instances: EvolutionInstance[] = [];
  for (let o = 0; o < ORGANIZATIONS; o += 1) {
    const organizationId = (await createOrganization(bench.database.db, { plan: 'enterprise' })).id;
    const ownerId = (await createUser(bench.database.db, organizationId, { role: 'vendedor' })).id;
    instances.push(await createEvolutionInstance(bench.database.db, organizationId, ownerId));
  }
  let shareWithThree = Number.NaN;
  for (const replicas of [1, 2, 3]) {
    const ports = await Promise.all(Array.from({ length: replicas }, freePort));
    const outputs = ports.map((): string[] => []);
    const servers: ChildProcess[] = [];
    try {
      for (const [r, port] of ports.entries())
        servers.push(await startServerProcess(port, url, outputs[r] as string[]));
      // Let the processes share the lanes out (each refreshes its claims every second).
      await sleep(2_500);
      let sent = 0;
      const started = performance.now();
      const deadline = started + seconds * 1000;
      const sender = async (s: number): Promise<void> => {
        for (let n = 0; performance.now() < deadline; n += 1) {
          const instance = instances[Math.floor(Math.random() * instances.length)] as EvolutionInstance;
          const contact = Math.floor(Math.random() * CONTACTS);
          const id = `B${replicas}S${s}N${n}`;
          const body = textMessageBody({
            id,
            number: `55118${String(contact).padStart(7, '0')}`,
            text: `mensagem ${id}`,
            timestamp: Math.floor(Date.now() / 1000),
          });
          const response = await fetch(
            `http://127.0.0.1:${ports[(s + n) % replicas]}/api/webhooks/evolution/${instance.id}`,
            {
              method: 'POST',
              headers: { 'content-type': 'application/json', [WEBHOOK_SECRET_HEADER]: instance.secret },
              body: JSON.stringify(body),
            },
          );
          if (response.ok) sent += 1;
        }
      };
      await Promise.all(Array.from({ length: SENDERS }, (_, s) => sender(s)));
      while (Number((await bench.exec('select count(*)::int as n from intake_events'))[0]?.n) > 0)
        await sleep(20);
      const elapsed = (performance.now() - started) / 1000;
      for (const server of servers) server.kill('SIGTERM');
      await Promise.all(servers.map(exited));
      const drained = outputs.map(drainedOf);
      const drainMs = drained.reduce((sum, d) => sum + d.drainMs, 0);
      const sum = (field: (typeof FIELDS)[number]) => drained.reduce((total, d) => total + d[field], 0);
      const ofDrain = (ms: number) => `${((drainMs > 0 ? ms / drainMs : 0) * 100).toFixed(1)} %`;
      const share = drainMs > 0 ? sum('laneWaitMs') / drainMs : 0;
      if (replicas === 3) shareWithThree = share;
      report.info(
        ITEM,
        `${replicas} replica(s): ${perSecond(sent / elapsed)} processed (${count(sent)} events in ${elapsed.toFixed(1)} s), ` +
          `events per replica ${drained.map((d) => count(d.events)).join(' / ')}, ` +
          `lane waits ${ofDrain(sum('laneWaitMs'))} of ${Math.round(drainMs)} ms draining ` +
          `(${count(sum('blockedBatches'))} blocked batches, ${count(sum('lanesTaken'))} lanes taken, start-up shares included), ` +
          `lock-and-claim statement ${ofDrain(sum('claimMs'))}`,
      );
    } finally {
      for (const server of servers) server.kill('SIGKILL');
    }
  }
  report.budget({
    item: ITEM,
    name: 'lane waits with 3 replicas, share of the drain time',
    measured: shareWithThree,
    bound: LANE_WAIT_BOUND,
    direction: 'max',
    format: (value) => `${(value * 100).toFixed(1)} %`,
  });
}
