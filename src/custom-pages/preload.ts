import { authProvider } from '../providers/authProvider';
import type { AppPage } from '../ui/definePage';
import { pageFor } from './pageFor';

export { pageFor };

/**
 * On a full page load, the page the address names starts loading its code at once, beside the
 * session check, instead of after it: the check (`/api/auth/me`) and the page's chunk used to run
 * one after the other. A page that knows its first data requests starts them at once too, beside
 * the check, so they wait neither for it nor for the frame and the page's render. With a stale
 * token they answer 401 like the check, and the check alone ends the session
 * (`providers/sessionCheck.ts`): the landing page at `/`, the sign-in page elsewhere, as before.
 * Returns the page it started, or undefined when the address names none.
 */
export function preloadPageFor(
  pathname: string,
  pages: readonly AppPage[],
  search = '',
): AppPage | undefined {
  const page = pageFor(pathname, pages);
  page?.preload?.();
  // The check first, so that a 401 on the data finds it under way.
  void authProvider.checkAuth({}).catch(() => undefined);
  page?.prefetch?.(search);
  return page;
}
