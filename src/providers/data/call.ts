import { goToLogin, type HttpClient } from '../httpClient';
import { httpErrorFrom } from '../httpError';
import { clearSession, endsSession, getToken } from '../session';

/** One request on the API: method, path under `/api`, optional JSON body; answers the parsed body. */
export type Call = <T>(method: string, path: string, body?: object) => Promise<T>;

/** A request whose answer is kept as text (NDJSON and CSV exports). */
export type TextCall = (method: string, path: string) => Promise<string>;

/** A file the browser saves or shows: its bytes and the name the server gave it. */
export interface Download {
  blob: Blob;
  fileName: string | null;
}

/** A request whose answer is bytes: by full URL (a message's `mediaUrl`) or by path under `/api`. */
export type BlobCall = (url: string, signal?: AbortSignal) => Promise<Download>;

export const buildCalls = (apiUrl: string, client: HttpClient, fetchImpl?: typeof fetch) => {
  const call: Call = async <T>(method: string, path: string, body?: object) => {
    const { json } = await client(`${apiUrl}${path}`, { method, body });
    return json as T;
  };
  const text: TextCall = async (method, path) => (await client(`${apiUrl}${path}`, { method })).body;
  /**
   * The http client reads answers as text, so bytes are fetched by hand, with the same bearer token
   * and the same end of session on a 401.
   */
  const blob: BlobCall = async (url, signal) => {
    const token = getToken();
    const headers = new Headers();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const doFetch = fetchImpl ?? ((input, init) => fetch(input, init));
    const response = await doFetch(url, { headers, credentials: 'include', signal });
    if (!response.ok) {
      if (token && endsSession(response.status)) {
        clearSession();
        goToLogin();
      }
      throw await httpErrorFrom(response);
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
  };
  const file: BlobCall = (path, signal) => blob(`${apiUrl}${path}`, signal);
  return { call, text, blob, file };
};

/** A path segment from an id or a name typed by someone. */
export const segment = (value: string) => encodeURIComponent(value);
