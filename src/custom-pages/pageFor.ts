import type { PageRoute } from '../ui/definePage';

/**
 * Which route an address falls under. Kept free of React and the app's providers: the early
 * script (`src/boot/early.ts`, run before the entry) matches addresses with it too.
 */
const covers = (route: string, pathname: string): boolean =>
  route === '/' ? pathname === '/' : pathname === route || pathname.startsWith(`${route}/`);

/** The page an address shows (the most specific route wins), or undefined. */
export function pageFor<P extends PageRoute>(pathname: string, pages: readonly P[]): P | undefined {
  let best: { page: P; length: number } | undefined;
  for (const page of pages) {
    for (const route of [page.path, ...page.aliases]) {
      if (covers(route, pathname) && (!best || route.length > best.length)) {
        best = { page, length: route.length };
      }
    }
  }
  return best?.page;
}
