import { type ContextType, type ReactNode, useContext, useMemo } from 'react';
import { UNSAFE_RouteContext as RouteContext } from 'react-router-dom';

type RouteContextValue = ContextType<typeof RouteContext>;

/** What a route's context says: the matched routes (by their place in the tree), paths and params. */
const matchKey = ({ matches, isDataRoute }: RouteContextValue): string =>
  JSON.stringify([
    isDataRoute,
    matches.map(({ route, pathname, pathnameBase, params }) => [
      route.id,
      route.path,
      pathname,
      pathnameBase,
      params,
    ]),
  ]);

/**
 * Holds the router's context of the route below steady while its match stays the same.
 *
 * react-admin renders its `<Routes>` again each time its resources, its session check or its
 * permissions settle (four or five times in the first second of a full load, the first of them
 * before the first paint), and React Router then hands each route a new context object with the
 * same match. Every component below that links, navigates or reads the data provider (which signs
 * out on a 401, so navigates) consumes it, and the whole frame and page rendered again each time.
 */
export const SteadyRoute = ({ children }: { children: ReactNode }) => {
  const context = useContext(RouteContext);
  const key = matchKey(context);
  // The key and the outlet are what make two contexts the same; the object itself is new each time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const steady = useMemo(() => context, [key, context.outlet]);
  return <RouteContext.Provider value={steady}>{children}</RouteContext.Provider>;
};
