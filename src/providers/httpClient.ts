import { takeEarlyResponse } from '../boot/firstRequests';
import { httpErrorFrom } from './httpError';
import { clearSession, endsSession, getToken } from './session';
import { endRefusedSession } from './sessionCheck';

export interface HttpRequestOptions extends Omit<RequestInit, 'body' | 'headers'> {
  /** A string is sent as is; a plain object is sent as JSON. */
  body?: BodyInit | object | null;
  headers?: HeadersInit;
}

/** The shape `ra-data-simple-rest` expects from its http client (that of `fetchUtils.fetchJson`). */
export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

export type HttpClient = (url: string, options?: HttpRequestOptions) => Promise<HttpResponse>;

export interface HttpClientDeps {
  fetch?: typeof fetch;
  /** Called once the stored session is cleared after a 401; by default goes to /login. */
  onSessionEnded?: () => void;
}

const isRawBody = (body: unknown): body is BodyInit =>
  typeof body === 'string' ||
  body instanceof FormData ||
  body instanceof Blob ||
  body instanceof URLSearchParams ||
  body instanceof ArrayBuffer;

const serializeBody = (body: HttpRequestOptions['body']): BodyInit | null | undefined => {
  if (body === undefined || body === null || isRawBody(body)) return body;
  try {
    return JSON.stringify(body);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Failed to serialize request body: ${reason}`);
  }
};

/** Spec 1 §7: null on 204, on an empty body or Content-Length 0; text when not JSON; else JSON. */
const readPayload = (response: Response, text: string): unknown => {
  if (response.status === 204 || response.headers.get('Content-Length') === '0' || text === '') return null;
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export const goToLogin = (): void => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

/** fetch with the bearer token, JSON bodies and credentials; non-OK answers become HttpErrors. */
export const createHttpClient = ({
  fetch: fetchImpl = (input, init) => fetch(input, init),
  onSessionEnded = goToLogin,
}: HttpClientDeps = {}): HttpClient => {
  return async (url, options = {}) => {
    const { body, headers: headerInit, ...init } = options;
    const headers = new Headers(headerInit);
    const payload = serializeBody(body);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (typeof payload === 'string' && !headers.has('Content-Type')) {
      headers.set('Content-Type', 'application/json');
    }
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    // A full load's first requests may have left before the entry ran (boot/early.ts).
    const early = !init.method || init.method === 'GET' ? takeEarlyResponse(url, token) : undefined;
    const response = await (early ??
      fetchImpl(url, { ...init, headers, body: payload, credentials: 'include' }));
    if (!response.ok) {
      if (token && endsSession(response.status)) {
        await endRefusedSession(token, () => {
          clearSession();
          onSessionEnded();
        });
      }
      throw await httpErrorFrom(response);
    }
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text,
      json: readPayload(response, text),
    };
  };
};

export const httpClient = createHttpClient();

/** The generic request helper of spec 1 §7, for calls that are not react-admin CRUD. */
export const apiRequest = async <T>(
  method: string,
  url: string,
  body?: object,
  client: HttpClient = httpClient,
): Promise<T | null> => {
  const { json } = await client(url, { method, body });
  return json as T | null;
};
