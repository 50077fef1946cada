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

interface Drained {
  drainMs: number;
  laneWaitMs: number;
  events: number;
}

/** The drainer's own account, logged when a server stops ('intake lanes at stop'). */
function drainedOf(output: string[]): Drained {
  const total: Drained = { drainMs: 0, laneWaitMs: 0, events: 0 };
  for (const line of output.join('').split('\n')) {
    if (!line.includes('intake lanes at stop')) continue;
    let entry: Partial<Drained>;
    try {
      entry = JSON.parse(line) as Partial<Drained>;
    } catch {
      continue;
    }
    total.drainMs += entry.drainMs ?? 0;
    total.laneWaitMs += entry.laneWaitMs ?? 0;
    total.events += entry.events ?? 0;
  }
  return total;
}

/**
 * Item 8 (PostgreSQL only): 1, 2 and 3 server processes on the same database, 8 senders spread
 * over 20 organizations and over the processes for `seconds`; prints the processed throughput per
 * replica count and the share of the drain time spent waiting for a lane. On two cores the
 * throughput cannot grow with replicas; the budget is that lanes do not serialise them.
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
      const waitMs = drained.reduce((sum, d) => sum + d.laneWaitMs, 0);
      const share = drainMs > 0 ? waitMs / drainMs : 0;
      if (replicas === 3) shareWithThree = share;
      report.info(
        ITEM,
        `${replicas} replica(s): ${perSecond(sent / elapsed)} processed (${count(sent)} events in ${elapsed.toFixed(1)} s), ` +
          `events per replica ${drained.map((d) => count(d.events)).join(' / ')}, ` +
          `lane waits ${(share * 100).toFixed(1)} % of ${Math.round(drainMs)} ms draining`,
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
