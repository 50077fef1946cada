import { reactRouterProvider } from 'react-admin';
import type { AppPage } from '../ui/definePage';
import { SteadyRoute } from '../ui/SteadyRoute';

const { Route } = reactRouterProvider;

/** Every path of a page (its own and its aliases) except `/`, which the root route handles. */
export const routePaths = (page: AppPage): string[] =>
  [page.path, ...page.aliases].filter((path) => path !== '/');

/** `<Route>` elements for `<CustomRoutes>`, one per path of each page, each page in a steady route. */
export const pageRoutes = (pages: readonly AppPage[]) =>
  pages.flatMap((Page) =>
    routePaths(Page).map((path) => (
      <Route
        key={path}
        path={path}
        element={
          <SteadyRoute>
            <Page />
          </SteadyRoute>
        }
      />
    )),
  );
