import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPublicUser } from '../../tests/web/builders';
import { jsonResponse } from '../../tests/web/session';
import {
  bootstrapUrl,
  EARLY_ANSWER_MS,
  pageDataUrls,
  sameRequest,
  startEarlyRequests,
  takeEarlyResponse,
} from '../boot/firstRequests';
import { prefetchDashboard } from '../custom-pages/dashboard/dashboardQueries';
import { prefetchConversationList } from '../custom-pages/inbox/data/conversationQueries';
import { createAuthProvider } from './authProvider';
import { buildDataProvider } from './dataProvider';
import { createHttpClient } from './httpClient';
import { clearSession, saveSession } from './session';

const TODAY = new Date(2026, 10, 29);

/** The URLs the app's own provider asks while `run` uses it. */
const askedBy = async (run: (provider: ReturnType<typeof buildDataProvider>) => unknown) => {
  const urls: string[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    urls.push(String(url));
    return jsonResponse(200, {});
  });
  run(buildDataProvider('/api', createHttpClient({ fetch, onSessionEnded: () => {} })));
  await vi.waitFor(() => expect(urls.length).toBeGreaterThan(0));
  await new Promise((resolve) => setTimeout(resolve, 10));
  return urls;
};

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((url) => b.some((other) => sameRequest(url, other)));

describe('the early requests and the pages ask the same data', () => {
  it("the dashboard's prefetch asks exactly the early requests of / and /dashboard", async () => {
    const asked = await askedBy((provider) => prefetchDashboard(new QueryClient(), provider));
    expect(sameSet(asked, pageDataUrls('/'))).toBe(true);
    expect(sameSet(asked, pageDataUrls('/dashboard'))).toBe(true);
  });

  it("the inbox's prefetch asks exactly the early request of /whatsapp, with its instance filter", async () => {
    const all = await askedBy((provider) => prefetchConversationList(new QueryClient(), provider, ''));
    expect(sameSet(all, pageDataUrls('/whatsapp'))).toBe(true);
    const one = await askedBy((provider) =>
      prefetchConversationList(new QueryClient(), provider, '?instance=abc'),
    );
    expect(sameSet(one, pageDataUrls('/chat', '?instance=abc'))).toBe(true);
    expect(sameSet(one, all)).toBe(false);
  });

  it("the frame's start-up call is the early one", async () => {
    const asked = await askedBy((provider) => provider.getBootstrap(11, 2026));
    expect(sameSet(asked, [bootstrapUrl(TODAY)])).toBe(true);
  });

  it('a page without early data has none', () => {
    expect(pageDataUrls('/settings')).toEqual([]);
    expect(pageDataUrls('/whatsappx')).toEqual([]);
  });
});

describe('the app adopts the early answers', () => {
  afterEach(() => {
    window.__vendaiEarly = undefined;
    clearSession();
  });

  const startEarly = (pathname: string) => {
    saveSession('tok-1', buildPublicUser());
    const early = vi.fn(async (url: RequestInfo | URL) => jsonResponse(200, { early: String(url) }));
    window.__vendaiEarly = startEarlyRequests({ pathname, search: '' }, { fetch: early, today: TODAY });
    return early;
  };

  it('asks nothing early without a stored session', () => {
    const early = vi.fn();
    expect(startEarlyRequests({ pathname: '/', search: '' }, { fetch: early })).toBeUndefined();
    expect(early).not.toHaveBeenCalled();
  });

  it("the page's data, once: the same request asked again goes to the server", async () => {
    const early = startEarly('/');
    const late = vi.fn(async () => jsonResponse(200, { late: true }));
    const client = createHttpClient({ fetch: late, onSessionEnded: () => {} });
    expect((await client('/api/stats')).json).toEqual({ early: '/api/stats' });
    expect(late).not.toHaveBeenCalled();
    expect((await client('/api/stats')).json).toEqual({ late: true });
    expect(early.mock.calls.filter(([url]) => url === '/api/stats')).toHaveLength(1);
  });

  it('the start-up call leaves only once the page data has answered', async () => {
    saveSession('tok-1', buildPublicUser());
    let answer: (response: Response) => void = () => {};
    const early = vi.fn((url: RequestInfo | URL) =>
      String(url).startsWith('/api/stats')
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : Promise.resolve(jsonResponse(200, {})),
    );
    startEarlyRequests({ pathname: '/', search: '' }, { fetch: early, today: TODAY });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(early.mock.calls.map(([url]) => String(url).split('?')[0])).toEqual([
      '/api/auth/me',
      '/api/stats',
      '/api/instances',
    ]);
    answer(jsonResponse(200, {}));
    await vi.waitFor(() => expect(early).toHaveBeenCalledWith(bootstrapUrl(TODAY), expect.anything()));
  });

  it('ignores them once the stored token has changed (a sign-out, another sign-in)', async () => {
    startEarly('/');
    saveSession('tok-2', buildPublicUser());
    const late = vi.fn(async () => jsonResponse(200, { late: true }));
    const client = createHttpClient({ fetch: late, onSessionEnded: () => {} });
    expect((await client('/api/stats')).json).toEqual({ late: true });
    expect(window.__vendaiEarly).toBeUndefined();
  });

  it('ignores them once they are too old to be current', async () => {
    startEarly('/');
    const late = vi.fn(async () => jsonResponse(200, { late: true }));
    const later = Date.now() + EARLY_ANSWER_MS + 1;
    expect(takeEarlyResponse('/api/stats', 'tok-1', { now: () => later })).toBeUndefined();
    const client = createHttpClient({ fetch: late, onSessionEnded: () => {} });
    expect((await client('/api/stats')).json).toEqual({ late: true });
  });

  it('the session check adopts the early /api/auth/me, and its refusal ends the session', async () => {
    saveSession('tok-1', buildPublicUser());
    const early = vi.fn(async () => jsonResponse(401, { error: 'unauthorized' }));
    window.__vendaiEarly = startEarlyRequests({ pathname: '/x', search: '' }, { fetch: early, today: TODAY });
    const late = vi.fn(async () => jsonResponse(200, { user: buildPublicUser() }));
    const auth = createAuthProvider({ fetch: late });
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
    expect(late).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
