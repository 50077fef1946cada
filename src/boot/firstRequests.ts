/**
 * The requests a full load of a signed-in page starts at once, and where they are kept until the
 * app asks for them. `early.ts`, a small script of its own that runs while the HTML is parsed,
 * starts them; the app (its http client and its session check) adopts each answer the first time
 * it asks the same request with the same token, instead of asking again once its ~850 KB entry has
 * been downloaded and run. This file is imported by both, so it must stay small: no zod, no React.
 */
import { CONVERSATION_PAGE_SIZE } from '../../contract/constants';
import { TOKEN_KEY } from '../providers/session';

export const SESSION_CHECK_URL = '/api/auth/me';

/** The dashboard's instances: an organization has a handful of numbers; one page holds them all. */
export const ALL_INSTANCES = {
  pagination: { page: 1, perPage: 500 },
  sort: { field: 'name', order: 'ASC' as const },
  filter: {},
};

/** `ra-data-simple-rest`'s list query: the order of the parameters does not matter (see `sameRequest`). */
const simpleRestList = (path: string, { pagination, sort, filter }: typeof ALL_INSTANCES): string => {
  const start = (pagination.page - 1) * pagination.perPage;
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    range: JSON.stringify([start, start + pagination.perPage - 1]),
    sort: JSON.stringify([sort.field, sort.order]),
  });
  return `${path}?${query}`;
};

const firstConversations = (search: URLSearchParams): string => {
  const query = new URLSearchParams({ page: '1', limit: String(CONVERSATION_PAGE_SIZE) });
  const instanceId = search.get('instance');
  if (instanceId) query.set('instanceId', instanceId);
  return `/api/conversations?${query}`;
};

/**
 * Each first page's data, by its routes: what its `prefetch` asks (custom-pages/dashboard and
 * inbox; `firstRequests.test.ts` checks that they ask exactly these).
 */
const PAGE_DATA: readonly { routes: readonly string[]; urls: (search: URLSearchParams) => string[] }[] = [
  {
    routes: ['/', '/dashboard'],
    urls: () => ['/api/stats', simpleRestList('/api/instances', ALL_INSTANCES)],
  },
  { routes: ['/whatsapp', '/chat'], urls: (search) => [firstConversations(search)] },
];

const covers = (route: string, pathname: string): boolean =>
  route === '/' ? pathname === '/' : pathname === route || pathname.startsWith(`${route}/`);

/** The first data of the page at this address (none for a page not listed). */
export const pageDataUrls = (pathname: string, search = ''): string[] =>
  PAGE_DATA.find(({ routes }) => routes.some((route) => covers(route, pathname)))?.urls(
    new URLSearchParams(search),
  ) ?? [];

/** The frame's start-up call (`providers/data/bootstrap.ts`), for the month as this browser counts it. */
export const bootstrapUrl = (today: Date): string =>
  `/api/bootstrap?month=${today.getMonth() + 1}&year=${today.getFullYear()}`;

/** The same GET: same path, same parameters, whatever their order. */
export const sameRequest = (a: string, b: string): boolean => {
  const key = (url: string) => {
    const parsed = new URL(url, 'http://app.invalid');
    const params = [...parsed.searchParams].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return `${parsed.pathname}?${new URLSearchParams(params)}`;
  };
  return key(a) === key(b);
};

/**
 * How long an early answer may be adopted: a full load asks its first data within seconds, even
 * on a loaded machine; an answer the app did not want by then (a page that asks later, if at all)
 * is too old to show as current.
 */
export const EARLY_ANSWER_MS = 60_000;

/** The requests under way, with the token they were asked with and when. */
export interface EarlyRequests {
  token: string;
  at: number;
  responses: { url: string; response: Promise<Response> }[];
}

declare global {
  interface Window {
    __vendaiEarly?: EarlyRequests;
  }
}

/** The headers the app's own requests carry (`providers/httpClient.ts`). */
export const requestInit = (token: string): RequestInit => ({
  headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  credentials: 'include',
});

/**
 * Starts the session check, the page's data and then the frame's start-up call, with the stored
 * token. The start-up call waits for the page's data: on the embedded database the server runs one
 * statement at a time, and its reads would hold the page's content back (`layout/frameBootstrap.ts`).
 */
export function startEarlyRequests(
  { pathname, search }: { pathname: string; search: string },
  { fetch: fetchImpl = fetch, storage = localStorage, today = new Date(), now = Date.now } = {},
): EarlyRequests | undefined {
  const token = storage.getItem(TOKEN_KEY);
  if (!token) return undefined;
  const ask = (url: string) => {
    const response = fetchImpl(url, requestInit(token));
    // Rejections reach whoever adopts the answer; one nobody adopts is not an error.
    response.catch(() => undefined);
    return { url, response };
  };
  const session = ask(SESSION_CHECK_URL);
  const page = pageDataUrls(pathname, search).map(ask);
  const bootstrapUrlNow = bootstrapUrl(today);
  const bootstrap = {
    url: bootstrapUrlNow,
    response: Promise.allSettled(page.map(({ response }) => response)).then(
      () => ask(bootstrapUrlNow).response,
    ),
  };
  bootstrap.response.catch(() => undefined);
  return { token, at: now(), responses: [session, ...page, bootstrap] };
}

/**
 * The early answer to this GET with this token, handed out once: later asks (a refresh, a
 * refetch) go to the server. Nothing is handed out once the token differs (a sign-out, another
 * sign-in: those answers belong to a session that is no longer this one) or after `EARLY_ANSWER_MS`.
 */
export function takeEarlyResponse(
  url: string,
  token: string | null,
  { target = window, now = Date.now }: { target?: Window; now?: () => number } = {},
) {
  const early = target.__vendaiEarly;
  if (!early) return undefined;
  if (early.token !== token || now() - early.at > EARLY_ANSWER_MS) {
    target.__vendaiEarly = undefined;
    return undefined;
  }
  const index = early.responses.findIndex((entry) => sameRequest(entry.url, url));
  if (index < 0) return undefined;
  const [taken] = early.responses.splice(index, 1);
  return taken?.response;
}
