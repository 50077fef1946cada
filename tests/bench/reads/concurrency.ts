import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import type { BenchDatabase } from '../lib/database';
import { createBenchApp, createTenant } from '../lib/fixtures';
import type { Report } from '../lib/report';
import { count, describe, ms, perSecond, summarize } from '../lib/stats';
import type { CapturedStatement, StatementTap } from '../lib/tap';
import type { HttpLoadPlan, HttpLoadResult } from './http-load-worker';
import { type SeedSize, seedInbox } from './seed';

const ITEM = '6. Reads under concurrency (50 keep-alive connections: the inbox list and /api/auth/me)';
const P99_MS = 100;
const THROUGHPUT_RATIO = 0.5;

export interface ConcurrencyOptions {
  connections: number;
  /** Measured seconds per target, after a one-second warm-up; the bare replay runs as long. */
  seconds: number;
}

/** The per-request check of the bearer token (plugins/auth), sent only when the session is not remembered. */
const isSessionLookup = (statement: CapturedStatement): boolean =>
  /from "(users|user_sessions|sessions)"/i.test(statement.text);

/** Drives the HTTP load worker (its own thread: the browsers are not on the server's event loop). */
class HttpLoad {
  private readonly worker: Worker;

  constructor(baseUrl: string) {
    const loader = import.meta.resolve('tsx/esm/api');
    const entry = new URL('./http-load-worker.ts', import.meta.url).href;
    const boot = `import(${JSON.stringify(loader)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
    this.worker = new Worker(boot, { eval: true, workerData: { baseUrl } });
  }

  run(plan: HttpLoadPlan): Promise<HttpLoadResult> {
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      this.worker.once('error', onError);
      this.worker.once('message', (result: HttpLoadResult) => {
        this.worker.off('error', onError);
        resolve(result);
      });
      this.worker.postMessage(plan);
    });
  }

  stop(): Promise<number> {
    return this.worker.terminate();
  }
}

/** The same statements, replayed on the driver by `connections` concurrent callers for `durationMs`. */
async function replayConcurrently(
  tap: StatementTap,
  statements: CapturedStatement[],
  connections: number,
  durationMs: number,
): Promise<{ completed: number; elapsedMs: number; latenciesMs: number[] }> {
  const latenciesMs: number[] = [];
  const began = performance.now();
  const deadline = began + durationMs;
  const loop = async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      for (const statement of statements) await tap.replay(statement);
      latenciesMs.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return { completed: latenciesMs.length, elapsedMs: performance.now() - began, latenciesMs };
}

async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

/**
 * DESIGN §7, reads under concurrency (a team on a Monday morning): the app listening on the
 * loopback address, a worker thread holding `connections` keep-alive connections that ask for the
 * inbox's first page of conversations (as the inbox calls it), then `/api/auth/me`. Each is held
 * against the very SQL its request sends, captured at the driver and replayed bare by as many
 * concurrent callers on the same driver (PGlite: one connection; PostgreSQL: the app's pool) for as
 * long: throughput ≥ ½ × bare and p99 < 100 ms.
 */
export async function benchConcurrentReads(
  bench: BenchDatabase,
  report: Report,
  size: SeedSize,
  options: ConcurrencyOptions,
): Promise<void> {
  console.log(`\n== ${ITEM} on ${bench.label}`);
  const app = await createBenchApp(bench);
  let load: HttpLoad | undefined;
  try {
    const tenant = await createTenant(app, 'http://127.0.0.1:9');
    const seeded = await seedInbox(bench, tenant, size, (text) => console.log(`     ${text}`));
    report.info(
      ITEM,
      `seeded ${count(size.conversations)} conversations, ${count(size.messages)} messages in ${(seeded.totalMs / 1000).toFixed(1)} s`,
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    load = new HttpLoad(`http://127.0.0.1:${address.port}`);

    const targets = [
      {
        name: 'conversation list (GET /api/conversations?page=1&limit=20)',
        path: '/api/conversations?page=1&limit=20',
      },
      { name: 'GET /api/auth/me', path: '/api/auth/me' },
    ];
    for (const target of targets) {
      // A fresh sign-in (a write: no session is remembered), then the request as a cold one sends
      // it: the bare bound of /api/auth/me is the session check and the user read it spares.
      const token = await login(app, tenant.adminEmail, tenant.password);
      const get = () =>
        app.inject({ method: 'GET', url: target.path, headers: { authorization: `Bearer ${token}` } });
      const cold = await bench.tap.capture(get);
      if (cold.value.statusCode !== 200) throw new Error(`${target.path}: ${cold.value.statusCode}`);
      // The tap hears the whole app: a job's poll may fall into a capture, so the fewest of three.
      let warm: CapturedStatement[] | undefined;
      for (let round = 0; round < 3; round++) {
        const captured = (await bench.tap.capture(get)).statements.filter((s) => !isSessionLookup(s));
        if (!warm || captured.length < warm.length) warm = captured;
      }
      const statements = target.path === '/api/auth/me' ? cold.statements : (warm ?? []);

      const plan = (durationMs: number): HttpLoadPlan => ({
        requests: [{ path: target.path, token }],
        connections: options.connections,
        durationMs,
        maxRequests: 200_000,
      });
      await load.run(plan(1_000));
      const routed = await load.run(plan(options.seconds * 1000));
      const bare = await replayConcurrently(
        bench.tap,
        statements,
        options.connections,
        options.seconds * 1000,
      );
      const routeSummary = summarize(routed.latenciesMs);
      const bareSummary = summarize(bare.latenciesMs);
      const routeRate = (routed.completed / routed.elapsedMs) * 1000;
      const bareRate = (bare.completed / bare.elapsedMs) * 1000;
      report.budget({
        item: ITEM,
        name: `${target.name}: throughput vs ${THROUGHPUT_RATIO} × bare SQL at ${options.connections} concurrent`,
        measured: routeRate,
        bound: THROUGHPUT_RATIO * bareRate,
        direction: 'min',
        format: perSecond,
        boundNote: `bare ${perSecond(bareRate)}, ${statements.length} statement(s) per request`,
      });
      report.budget({
        item: ITEM,
        name: `${target.name}: p99 vs ${P99_MS} ms`,
        measured: routeSummary.p99,
        bound: P99_MS,
        direction: 'max',
        format: ms,
      });
      const failures = routed.completed - (routed.statuses['200'] ?? 0) + routed.errors.length;
      report.budget({
        item: ITEM,
        name: `${target.name}: answers other than 200`,
        measured: failures,
        bound: 0,
        direction: 'max',
        format: String,
      });
      report.info(ITEM, `  route ${describe(routeSummary)}; bare ${describe(bareSummary)}`);
      if (routed.errors.length > 0) report.info(ITEM, `  errors: ${routed.errors.join('; ')}`);
    }
  } finally {
    await load?.stop();
    await app.close();
  }
}
