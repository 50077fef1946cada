import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { WEBHOOK_SECRET_HEADER } from '../../../server/gateways/evolution/webhook-config';
import { type WebhookCall, WebhookFactory, type WebhookTarget } from './payloads';

/**
 * The gateway's side of the intake bench, in a thread of its own so that building and sending the
 * webhooks does not run on the server's event loop (a real gateway is another process). It posts
 * real HTTP to the server and answers each plan with what it measured.
 */

export type LoadPlan =
  | { mode: 'closed'; concurrency: number; durationMs: number; maxEvents: number }
  | { mode: 'paced'; perSecond: number; events: number };

export interface LoadResult {
  sent: number;
  /** Paced calls never sent because the server had fallen more than the cap behind. */
  abandoned: number;
  redeliveries: number;
  elapsedMs: number;
  /** Per call: from its scheduled start (paced) or its send (closed) to the complete answer. */
  latenciesMs: number[];
  statuses: Record<string, number>;
  errors: string[];
  /** Fresh calls answered 200: their gateway message id and the wall-clock time of the answer. */
  answeredAt: Array<[string, number]>;
}

export interface LoadWorkerData {
  baseUrl: string;
  targets: WebhookTarget[];
  seed: number;
  /** The server clock's distance from real time, so messages carry the server's "now". */
  clockOffsetMs: number;
}

const { baseUrl, targets, seed, clockOffsetMs } = workerData as LoadWorkerData;
const factory = new WebhookFactory(targets, { seed, now: () => new Date(Date.now() + clockOffsetMs) });
const origin = new URL(baseUrl);
/**
 * Node's own HTTP client on kept-alive connections, as a gateway's pool sends: `fetch` costs this
 * thread about 0.6 ms a call, which capped a bare route at ~1,300 calls/s with one sender (8,000/s
 * with this client), so the bench measured its own client rather than the server.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** One POST; answers the status once the whole answer is read. */
function postJson(path: string, secret: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: origin.hostname,
        port: origin.port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [WEBHOOK_SECRET_HEADER]: secret,
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
        answer.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

function newResult(): LoadResult {
  return {
    sent: 0,
    abandoned: 0,
    redeliveries: 0,
    elapsedMs: 0,
    latenciesMs: [],
    statuses: {},
    errors: [],
    answeredAt: [],
  };
}

/** The message's gateway id in an Evolution body (`data.key.id`). */
const GATEWAY_ID = /"key":\{[^}]*"id":"([^"]+)"/;

async function post(call: WebhookCall, result: LoadResult, startedAt: number): Promise<void> {
  result.sent++;
  if (call.redelivery) result.redeliveries++;
  let status: string;
  try {
    const code = await postJson(`/api/webhooks/evolution/${call.instanceId}`, call.secret, call.body);
    status = String(code);
    const gatewayId = GATEWAY_ID.exec(call.body)?.[1];
    if (code === 200 && !call.redelivery && gatewayId) result.answeredAt.push([gatewayId, Date.now()]);
    if (code !== 200 && result.errors.length < 5) result.errors.push(`HTTP ${code}`);
  } catch (error) {
    status = 'network';
    const cause = error instanceof Error && error.cause ? ` (${String(error.cause)})` : '';
    if (result.errors.length < 5) result.errors.push(`${String(error)}${cause}`);
  }
  result.latenciesMs.push(performance.now() - startedAt);
  result.statuses[status] = (result.statuses[status] ?? 0) + 1;
}

/** `concurrency` senders, each waiting for its answer before the next call (a closed loop). */
async function closed(plan: Extract<LoadPlan, { mode: 'closed' }>): Promise<LoadResult> {
  const result = newResult();
  const start = performance.now();
  const sender = async () => {
    while (performance.now() - start < plan.durationMs && result.sent < plan.maxEvents) {
      await post(factory.next(), result, performance.now());
    }
  };
  await Promise.all(Array.from({ length: plan.concurrency }, sender));
  result.elapsedMs = performance.now() - start;
  return result;
}

/** A server this many seconds of calls behind has failed the pace; the rest is not sent. */
const BACKLOG_CAP_SECONDS = 2;

/**
 * Calls at a fixed rate whatever the answers (an open loop): a slow answer does not delay the next
 * call, and latency counts from when the call was due, so queueing shows in the figures.
 */
async function paced(plan: Extract<LoadPlan, { mode: 'paced' }>): Promise<LoadResult> {
  const result = newResult();
  const interval = 1000 / plan.perSecond;
  const start = performance.now();
  const inFlight = new Set<Promise<void>>();
  for (let index = 0; index < plan.events; index++) {
    if (inFlight.size > plan.perSecond * BACKLOG_CAP_SECONDS) {
      result.abandoned = plan.events - index;
      break;
    }
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const call = post(factory.next(), result, due).finally(() => inFlight.delete(call));
    inFlight.add(call);
  }
  await Promise.all(inFlight);
  result.elapsedMs = performance.now() - start;
  return result;
}

parentPort?.on('message', (plan: LoadPlan) => {
  const run = plan.mode === 'closed' ? closed(plan) : paced(plan);
  run.then(
    (result) => parentPort?.postMessage(result),
    (error: unknown) => parentPort?.postMessage({ ...newResult(), errors: [String(error)] }),
  );
});
