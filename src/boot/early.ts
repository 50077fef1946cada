/**
 * Runs before the app's entry, as soon as the HTML names it (a classic script of its own, built
 * apart: scripts/early-requests.ts): with a stored session, the first requests and the code of the
 * address's page leave now instead of after the entry has been downloaded, parsed and run. The
 * app adopts the answers; the page's `import()` finds its chunks already fetched.
 */
import { startEarlyRequests } from './firstRequests';
import { type PageCodeTable, preloadPageCode } from './pageCode';

/** Written by the build (`scripts/page-code.ts`); absent from the dev server, which has no chunks. */
declare const __VENDAI_PAGE_CODE__: PageCodeTable | undefined;

try {
  window.__vendaiEarly = startEarlyRequests(window.location);
  // Signed out, the address shows the landing or the sign-in page whatever it names: no page code.
  if (window.__vendaiEarly && typeof __VENDAI_PAGE_CODE__ !== 'undefined') {
    preloadPageCode(window.location.pathname, __VENDAI_PAGE_CODE__);
  }
} catch {
  // No storage (a privacy mode) or no fetch: the app asks on its own, as it always could.
}
