import type { QueryClient } from '@tanstack/react-query';
import type { AppPage } from '../ui/definePage';

/** The longest the first render waits for the page's code and first data (a slow server's answer). */
export const FIRST_RENDER_WAIT_MS = 300;

/** Settles once no query is fetching: the page's first data, which `prefetch` put in flight. */
const queriesSettled = (client: QueryClient): Promise<void> =>
  new Promise((resolve) => {
    if (client.isFetching() === 0) {
      resolve();
      return;
    }
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });

/**
 * Settles when the page that `preloadPageFor` started can be drawn in full on the first render:
 * its code has arrived and its first data have answered, or after `waitMs`, whichever comes first.
 *
 * Rendered before its code had run, the page suspended: the frame showed a spinner where it would
 * be, react-admin then drew the whole tree three or four more times while its routes, resources and
 * session settled, and the page came only with one of those (or 300 ms after the spinner, React's
 * fallback throttle). On a full load both were usually there within milliseconds of the entry:
 * the early script had fetched the chunks and the data before the entry ran.
 */
export function pageReady(
  page: AppPage | undefined,
  client: QueryClient,
  { waitMs = FIRST_RENDER_WAIT_MS }: { waitMs?: number } = {},
): Promise<void> {
  const ready = Promise.all([page?.preload?.(), queriesSettled(client)]).then(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  return Promise.race([ready, late]).finally(() => clearTimeout(timer));
}
