import { Agent, interceptors, request } from 'undici';
import { GatewayError } from '../errors';
import { errorFromStatus, inlineError } from './error-mapping';
import { DEFAULT_RETRY, type RetryPolicy, type RetryRuntime, realRetryRuntime, withRetry } from './retry';

export interface EvolutionClientOptions {
  /** Server root, e.g. https://evo.example.com (a trailing slash is ignored). */
  baseUrl: string;
  /** The global key or the organization's key: whichever the caller decided applies. */
  apiKey: string;
  /** Time-out of one attempt; calls that wait on purpose (delays, QR generation) add to it. */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Injected in tests to pin backoff timing. */
  runtime?: Partial<RetryRuntime>;
}

export interface EvolutionRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path segments after the root; each one is URL-encoded (instance names come from users). */
  path: readonly string[];
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** A per-instance key that replaces the configured one for this call. */
  apiKey?: string | null;
  /** Extra time on top of the client's time-out (for `delay` and other deliberate waits). */
  extraTimeoutMs?: number;
  /** Retry on time-out / 5xx / network failure. Only for calls that are safe to repeat. */
  retry?: boolean;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Kept-alive connections for every Evolution call, following redirects as `fetch` did (a server
 * moved to https, say): up to three, a 303 (and a POST answered 301/302) continuing as a GET.
 */
const dispatcher = new Agent().compose(interceptors.redirect({ maxRedirections: 3 }));

/** A thin JSON-over-HTTP client for Evolution API v2: auth header, time-outs, error mapping, retries. */
export class EvolutionHttpClient {
  private readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly timeoutMs: number;
  private readonly retryPolicy: RetryPolicy;
  private readonly runtime: RetryRuntime;

  constructor(options: EvolutionClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.apiKey = options.apiKey;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.retryPolicy = { ...DEFAULT_RETRY, ...options.retry };
    this.runtime = { ...realRetryRuntime, ...options.runtime };
  }

  /** The parsed JSON of a 2xx answer; anything else throws a GatewayError. */
  async request(spec: EvolutionRequest): Promise<unknown> {
    if (!spec.retry) return this.once(spec);
    return withRetry(() => this.once(spec), this.retryPolicy, this.runtime);
  }

  private url(spec: EvolutionRequest): string {
    const path = spec.path.map((segment) => encodeURIComponent(segment)).join('/');
    const url = new URL(`${this.baseUrl}/${path}`);
    for (const [key, value] of Object.entries(spec.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, value);
    }
    return url.toString();
  }

  private async once(spec: EvolutionRequest): Promise<unknown> {
    const timeout = this.timeoutMs + (spec.extraTimeoutMs ?? 0);
    const headers: Record<string, string> = {
      apikey: spec.apiKey || this.apiKey,
      accept: 'application/json',
    };
    if (spec.body !== undefined) headers['content-type'] = 'application/json';
    let status: number;
    let text: string;
    try {
      // One signal covers the headers and the body: a server that stalls mid-body times out too.
      // undici's own `request` rather than `fetch` (the same client underneath): a call costs the
      // event loop about a third, and every reply, receipt and presence goes through here.
      const answer = await request(this.url(spec), {
        method: spec.method,
        headers,
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        signal: AbortSignal.timeout(timeout),
        dispatcher,
      });
      status = answer.statusCode;
      text = await answer.body.text();
    } catch (error) {
      throw transportError(error, timeout);
    }
    const body = parseJson(text);
    if (status < 200 || status > 299) throw errorFromStatus(status, body ?? text);
    if (body === undefined) {
      // A 2xx we cannot read (an HTML page from a proxy, say). The gateway may have acted: no retry.
      throw new GatewayError({
        kind: 'unavailable',
        status,
        gatewayMessage: `Unreadable answer: ${text.slice(0, 200) || '(empty body)'}`,
        reason: 'invalid_response',
        retryable: false,
      });
    }
    const inline = inlineError(body, status);
    if (inline) throw inline;
    return body;
  }
}

function parseJson(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function transportError(error: unknown, timeoutMs: number): GatewayError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new GatewayError({
      kind: 'timeout',
      gatewayMessage: `No answer within ${timeoutMs} ms`,
      cause: error,
    });
  }
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  const message = error instanceof Error ? `${error.message}${cause}` : String(error);
  return new GatewayError({ kind: 'unavailable', gatewayMessage: message, cause: error });
}
