import { Agent, type Dispatcher, type FormData, interceptors, request } from 'undici';
import type { GatewayError } from '../errors';
import { invalidAnswer } from './operation';
import { DEFAULT_RETRY, type RetryPolicy, type RetryRuntime, realRetryRuntime, withRetry } from './retry';
import { parseJson, transportError } from './transport';

export const DEFAULT_TIMEOUT_MS = 15_000;

export interface GatewayClientOptions {
  /** The gateway's root, e.g. https://evo.example.com (a trailing slash is ignored). */
  baseUrl: string;
  /** Time-out of one attempt; calls that wait on purpose (delays, QR generation) add to it. */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Injected in tests to pin backoff timing. */
  runtime?: Partial<RetryRuntime>;
}

/** What only the adapter knows: how its gateway says no, and whether it may be redirected. */
export interface GatewayDialect {
  /** The error of a non-2xx answer; `body` is its JSON, undefined when it had none. */
  errorOf(status: number, body: unknown, text: string): GatewayError;
  /** A 2xx answer that still reports a failure (Evolution's `{error: true}`), or null. */
  inlineErrorOf?(body: unknown, status: number): GatewayError | null;
  /** Follow up to three redirects as `fetch` did (a server moved to https, say). */
  followRedirects?: boolean;
}

export interface GatewayRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path segments after the root; each one is URL-encoded (instance names come from users). */
  path: readonly string[];
  /** The adapter's auth header (and the others it always sends). */
  headers: Record<string, string>;
  query?: Record<string, string | undefined>;
  /** A JSON body, or a multipart form (media upload). */
  body?: unknown;
  form?: FormData;
  /** Raw bytes as the body (a resumable upload's file), sent as application/octet-stream. */
  bytes?: Buffer;
  /** Extra time on top of the client's time-out (for `delay` and other deliberate waits). */
  extraTimeoutMs?: number;
  /** Retry on time-out / 5xx / network failure. Only for calls that are safe to repeat. */
  retry?: boolean;
}

type Exchange = Pick<GatewayRequest, 'method' | 'headers' | 'body' | 'form' | 'bytes' | 'extraTimeoutMs'>;
type Answer = Dispatcher.ResponseData;

/**
 * Kept-alive connections shared by every client of a kind. The redirecting one continues a 303 (and a
 * POST answered 301/302) as a GET, as `fetch` does.
 */
const direct = new Agent();
const redirecting = new Agent().compose(interceptors.redirect({ maxRedirections: 3 }));

/** JSON over HTTP for a gateway: time-outs, body handling, error classification, retries. */
export class GatewayHttpClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly retryPolicy: RetryPolicy;
  private readonly runtime: RetryRuntime;
  private readonly dispatcher: Dispatcher;

  constructor(
    options: GatewayClientOptions,
    private readonly dialect: GatewayDialect,
  ) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.retryPolicy = { ...DEFAULT_RETRY, ...options.retry };
    this.runtime = { ...realRetryRuntime, ...options.runtime };
    this.dispatcher = dialect.followRedirects ? redirecting : direct;
  }

  /** The parsed JSON of a 2xx answer; anything else throws a GatewayError. */
  async json(spec: GatewayRequest): Promise<unknown> {
    if (!spec.retry) return this.once(spec);
    return withRetry(() => this.once(spec), this.retryPolicy, this.runtime);
  }

  /** The bytes at an absolute URL (a media link the gateway handed out), with its content type. */
  async download(
    url: string,
    headers: Record<string, string>,
  ): Promise<{ bytes: Buffer; mimetype: string | null }> {
    const { status, type, bytes } = await this.exchange(url, { method: 'GET', headers }, async (answer) => ({
      status: answer.statusCode,
      type: answer.headers['content-type'],
      bytes: Buffer.from(await answer.body.arrayBuffer()),
    }));
    if (status < 200 || status > 299) {
      const text = bytes.toString('utf8');
      throw this.dialect.errorOf(status, parseJson(text), text);
    }
    return { bytes, mimetype: typeof type === 'string' ? type.split(';')[0]?.trim() || null : null };
  }

  private url(spec: GatewayRequest): string {
    const path = spec.path.map((segment) => encodeURIComponent(segment)).join('/');
    const url = new URL(`${this.baseUrl}/${path}`);
    for (const [key, value] of Object.entries(spec.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, value);
    }
    return url.toString();
  }

  private async once(spec: GatewayRequest): Promise<unknown> {
    const { status, text } = await this.exchange(this.url(spec), spec, async (answer) => ({
      status: answer.statusCode,
      text: await answer.body.text(),
    }));
    const body = parseJson(text);
    if (status < 200 || status > 299) throw this.dialect.errorOf(status, body, text);
    if (body === undefined) {
      throw invalidAnswer(`Unreadable answer: ${text.slice(0, 200) || '(empty body)'}`, { status });
    }
    const inline = this.dialect.inlineErrorOf?.(body, status);
    if (inline) throw inline;
    return body;
  }

  private async exchange<T>(url: string, spec: Exchange, read: (answer: Answer) => Promise<T>): Promise<T> {
    const timeout = this.timeoutMs + (spec.extraTimeoutMs ?? 0);
    const headers = { ...spec.headers };
    let body: string | FormData | Buffer | undefined;
    if (spec.form) body = spec.form;
    else if (spec.bytes) {
      headers['content-type'] = 'application/octet-stream';
      body = spec.bytes;
    } else if (spec.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(spec.body);
    }
    try {
      // One signal covers the headers and the body: a server that stalls mid-body times out too.
      // undici's own `request` rather than `fetch` (the same client underneath): a call costs the
      // event loop about a third, and every reply, receipt and presence goes through here.
      const answer = await request(url, {
        method: spec.method,
        headers,
        body,
        signal: AbortSignal.timeout(timeout),
        dispatcher: this.dispatcher,
      });
      return await read(answer);
    } catch (error) {
      throw transportError(error, timeout);
    }
  }
}
