import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../providers/session';
import { type PageCodeTable, pageCodeUrls, preloadPageCode } from './pageCode';

/** A build's table: the dashboard and the inbox share a chunk; the board has its own. */
const TABLE: PageCodeTable = {
  base: '/',
  files: [
    'assets/DashboardPage-a1.js',
    'assets/Charts-b2.js',
    'assets/InboxPage-c3.js',
    'assets/KanbanPage-d4.js',
  ],
  pages: [
    { path: '/', aliases: ['/dashboard'], chunks: [0, 1] },
    { path: '/whatsapp', aliases: ['/chat'], chunks: [2, 1] },
    { path: '/kanban', aliases: [], chunks: [3] },
  ],
};

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: link.getAttribute('href'),
    crossorigin: link.getAttribute('crossorigin'),
  }));

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe("the page's code asked before the entry", () => {
  it("names the chunks of the address's page only, by its path or an alias", () => {
    expect(pageCodeUrls('/whatsapp', TABLE)).toEqual(['/assets/InboxPage-c3.js', '/assets/Charts-b2.js']);
    expect(pageCodeUrls('/chat', TABLE)).toEqual(['/assets/InboxPage-c3.js', '/assets/Charts-b2.js']);
    expect(pageCodeUrls('/dashboard', TABLE)).toEqual([
      '/assets/DashboardPage-a1.js',
      '/assets/Charts-b2.js',
    ]);
    expect(pageCodeUrls('/', TABLE)).toEqual(['/assets/DashboardPage-a1.js', '/assets/Charts-b2.js']);
    expect(pageCodeUrls('/kanbanx', TABLE)).toEqual([]);
    expect(pageCodeUrls('/login', TABLE)).toEqual([]);
  });

  it('adds a CORS modulepreload link per chunk, so the import() later reuses what was fetched', () => {
    preloadPageCode('/whatsapp', TABLE);
    expect(preloads()).toEqual([
      { href: '/assets/InboxPage-c3.js', crossorigin: '' },
      { href: '/assets/Charts-b2.js', crossorigin: '' },
    ]);
  });
});

describe('the early script', () => {
  const globals = globalThis as { __VENDAI_PAGE_CODE__?: PageCodeTable };
  const run = async (pathname: string) => {
    window.history.replaceState(null, '', pathname);
    vi.resetModules();
    await import('./early');
  };

  beforeEach(() => {
    globals.__VENDAI_PAGE_CODE__ = TABLE;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
  });
  afterEach(() => {
    delete globals.__VENDAI_PAGE_CODE__;
    localStorage.clear();
    window.__vendaiEarly = undefined;
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it("with a stored session, asks the address's page code beside its data", async () => {
    localStorage.setItem(TOKEN_KEY, 'token-1');
    await run('/chat');
    expect(preloads().map(({ href }) => href)).toEqual(['/assets/InboxPage-c3.js', '/assets/Charts-b2.js']);
    expect(window.__vendaiEarly?.responses.map(({ url }) => url)).toContain('/api/auth/me');
  });

  it('signed out, asks nothing: the address shows the landing or the sign-in page', async () => {
    await run('/');
    expect(preloads()).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
