import { authProvider } from '../providers/authProvider';
import type { AppPage } from './definePage';

const covers = (route: string, pathname: string): boolean =>
  route === '/' ? pathname === '/' : pathname === route || pathname.startsWith(`${route}/`);

/** The page an address shows (the most specific route wins), if any. */
export function pageFor(pathname: string, pages: readonly AppPage[]): AppPage | undefined {
  let best: { page: AppPage; length: number } | undefined;
  for (const page of pages) {
    for (const route of [page.path, ...page.aliases]) {
      if (covers(route, pathname) && (!best || route.length > best.length)) {
        best = { page, length: route.length };
      }
    }
  }
  return best?.page;
}

/**
 * On a full page load, the page the address names starts loading its code at once, beside the
 * session check, instead of after it: the check (`/api/auth/me`) and the page's chunk used to run
 * one after the other. A page that knows its first data requests starts them as soon as the check
 * answers, so they no longer wait for the frame and the page's render; only after it, so that a
 * stale session still ends the way it did (the landing page at `/`, the sign-in page elsewhere),
 * not with a 401 on the data. Returns the page it started, if any.
 */
export function preloadPageFor(
  pathname: string,
  pages: readonly AppPage[],
  search = '',
): AppPage | undefined {
  const page = pageFor(pathname, pages);
  page?.preload?.();
  const prefetch = page?.prefetch;
  if (prefetch) {
    void authProvider.checkAuth({}).then(
      () => prefetch(search),
      () => undefined,
    );
  }
  return page;
}
