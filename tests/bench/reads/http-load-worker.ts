import { parentPort, workerData } from 'node:worker_threads';
import { Pool } from 'undici';

/**
 * The browsers' side of the concurrency bench, in a thread of its own so that making requests does
 * not run on the server's event loop: `connections` keep-alive connections to the server on the
 * loopback address, each asking its URL again as soon as the previous answer is read, for at most
 * `durationMs` and `maxRequests` requests in all. Answers each plan with what it measured.
 */

export interface HttpLoadPlan {
  /** Each connection's request: a path with its bearer token. */
  requests: Array<{ path: string; token: string }>;
  connections: number;
  durationMs: number;
  maxRequests: number;
}

export interface HttpLoadResult {
  completed: number;
  elapsedMs: number;
  latenciesMs: number[];
  statuses: Record<string, number>;
  errors: string[];
}

const { baseUrl } = workerData as { baseUrl: string };
if (!/^http:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d+$/.test(baseUrl)) throw new Error('loopback only');

async function run(plan: HttpLoadPlan): Promise<HttpLoadResult> {
  const pool = new Pool(baseUrl, { connections: plan.connections, pipelining: 1 });
  const result: HttpLoadResult = { completed: 0, elapsedMs: 0, latenciesMs: [], statuses: {}, errors: [] };
  let started = 0;
  const began = performance.now();
  const deadline = began + plan.durationMs;
  const loop = async (index: number) => {
    const request = plan.requests[index % plan.requests.length];
    if (!request) return;
    while (performance.now() < deadline && started < plan.maxRequests) {
      started++;
      const start = performance.now();
      try {
        const response = await pool.request({
          method: 'GET',
          path: request.path,
          headers: { authorization: `Bearer ${request.token}` },
        });
        await response.body.text();
        result.latenciesMs.push(performance.now() - start);
        result.statuses[response.statusCode] = (result.statuses[response.statusCode] ?? 0) + 1;
        result.completed++;
      } catch (error) {
        if (result.errors.length < 5) result.errors.push(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: plan.connections }, (_, index) => loop(index)));
  result.elapsedMs = performance.now() - began;
  await pool.close();
  return result;
}

parentPort?.on('message', (plan: HttpLoadPlan) => {
  run(plan).then(
    (result) => parentPort?.postMessage(result),
    (error: unknown) => parentPort?.postMessage({ ...emptyResult(), errors: [String(error)] }),
  );
});

function emptyResult(): HttpLoadResult {
  return { completed: 0, elapsedMs: 0, latenciesMs: [], statuses: {}, errors: [] };
}
