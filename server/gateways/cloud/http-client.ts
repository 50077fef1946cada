import { Agent, type FormData, request } from 'undici';
import { GatewayError } from '../errors';
import {
  DEFAULT_RETRY,
  type RetryPolicy,
  type RetryRuntime,
  realRetryRuntime,
  withRetry,
} from '../evolution/retry';
import { errorFromGraph } from './error-mapping';

export const DEFAULT_GRAPH_URL = 'https://graph.facebook.com/v21.0';
const DEFAULT_TIMEOUT_MS = 15_000;

export interface GraphClientOptions {
  /** The Graph API root with its version, e.g. https://graph.facebook.com/v21.0. */
  baseUrl: string;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  runtime?: Partial<RetryRuntime>;
}

export interface GraphRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path segments after the versioned root (ids, edges); each one URL-encoded. */
  path: readonly string[];
  /** The instance's access token (system user token): every Graph call is a bearer call. */
  token: string;
  query?: Record<string, string>;
  /** JSON body, or a multipart form (media upload). */
  body?: unknown;
  form?: FormData;
  retry?: boolean;
}

const dispatcher = new Agent();

/** A thin JSON client for the Graph API: bearer token, time-outs, error mapping, retries. */
export class GraphHttpClient {
  readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly retryPolicy: RetryPolicy;
  private readonly runtime: RetryRuntime;

  constructor(options: GraphClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.retryPolicy = { ...DEFAULT_RETRY, ...options.retry };
    this.runtime = { ...realRetryRuntime, ...options.runtime };
  }

  /** The parsed JSON of a 2xx answer; anything else throws a GatewayError. */
  async json(spec: GraphRequest): Promise<unknown> {
    if (!spec.retry) return this.once(spec);
    return withRetry(() => this.once(spec), this.retryPolicy, this.runtime);
  }

  /** The bytes behind a media URL `GET /{media-id}` returned: the same bearer token opens it. */
  async download(url: string, token: string): Promise<{ bytes: Buffer; mimetype: string | null }> {
    const { status, headers, bytes } = await this.exchange(url, { method: 'GET', token });
    if (status < 200 || status > 299) {
      const text = bytes.toString('utf8');
      throw errorFromGraph(status, parseJson(text), text);
    }
    const type = headers['content-type'];
    return { bytes, mimetype: typeof type === 'string' ? type.split(';')[0]?.trim() || null : null };
  }

  private url(spec: GraphRequest): string {
    const path = spec.path.map((segment) => encodeURIComponent(segment)).join('/');
    const url = new URL(`${this.baseUrl}/${path}`);
    for (const [key, value] of Object.entries(spec.query ?? {})) url.searchParams.set(key, value);
    return url.toString();
  }

  private async once(spec: GraphRequest): Promise<unknown> {
    const { status, bytes } = await this.exchange(this.url(spec), spec);
    const text = bytes.toString('utf8');
    const body = parseJson(text);
    if (status < 200 || status > 299) throw errorFromGraph(status, body, text);
    if (body === undefined) {
      throw new GatewayError({
        kind: 'unavailable',
        status,
        gatewayMessage: `Unreadable answer: ${text.slice(0, 200) || '(empty body)'}`,
        reason: 'invalid_response',
        retryable: false,
      });
    }
    return body;
  }

  private async exchange(
    url: string,
    spec: Pick<GraphRequest, 'method' | 'token' | 'body' | 'form'>,
  ): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }> {
    const headers: Record<string, string> = { authorization: `Bearer ${spec.token}` };
    let body: string | FormData | undefined;
    if (spec.form) body = spec.form;
    else if (spec.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(spec.body);
    }
    try {
      const answer = await request(url, {
        method: spec.method,
        headers,
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
        dispatcher,
      });
      return {
        status: answer.statusCode,
        headers: answer.headers,
        bytes: Buffer.from(await answer.body.arrayBuffer()),
      };
    } catch (error) {
      throw transportError(error, this.timeoutMs);
    }
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
  const message = error instanceof Error ? error.message : String(error);
  return new GatewayError({ kind: 'unavailable', gatewayMessage: message, cause: error });
}
