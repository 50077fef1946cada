import { type ReactNode, Suspense, useState } from 'react';
import { HasDashboardContextProvider, useAuthState } from 'react-admin';
import { AppLayout } from '../layout/AppLayout';
import { FullScreenLoading } from '../layout/Loading';
import { getToken } from '../providers/session';
import { SteadyRoute } from '../ui/SteadyRoute';
import { HomePage } from './home';
import { LandingPage, preloadLandingPage } from './landing';

/**
 * The code of the page `/` will most likely show starts loading while the session check runs,
 * instead of once it has answered: Home with a stored session, the landing page without one.
 */
const preloadLikelyRootPage = (): void => {
  if (getToken()) HomePage.preload?.();
  else preloadLandingPage();
};

// Made once, in a steady route like the layout's (the same shape): the session check's hook above
// renders this frame again as react-admin's routes and resources settle; the same element, under
// the same route context, lets the frame and the page skip those renders.
const SIGNED_IN_HOME = (
  <SteadyRoute>
    <AppLayout>
      <HomePage />
    </AppLayout>
  </SteadyRoute>
);

/**
 * The signed-in frame, as react-admin's layout (`children`: the routed page) and as the `/` route
 * (`root`): Home inside the layout for a signed-in user, the landing page otherwise (spec 3 §2).
 * `/` is a route without layout so that react-admin's `requireAuth` leaves it to us.
 *
 * Both render `AppLayout` at the same place of the same tree (see `ROOT_ROUTE`), so a menu click
 * from `/` to another page keeps the frame mounted: only the page changes, and the frame's
 * requests (notifications, bonuses, settings …) are not asked again.
 */
export const AppFrame = ({ children, root = false }: { children?: ReactNode; root?: boolean }) => {
  const { isPending, authenticated } = useAuthState(undefined, false, { enabled: root });
  // A state initializer runs once per mount, during the first render.
  useState(() => {
    if (root && isPending) preloadLikelyRootPage();
  });
  if (!root)
    return (
      <SteadyRoute>
        <AppLayout>{children}</AppLayout>
      </SteadyRoute>
    );
  if (isPending) return <FullScreenLoading />;
  if (!authenticated) {
    return (
      <Suspense fallback={<FullScreenLoading />}>
        <LandingPage />
      </Suspense>
    );
  }
  return SIGNED_IN_HOME;
};

/**
 * The element of the `/` route: the same shape as react-admin's layout route (its
 * `HasDashboardContextProvider`, then the layout), so that React keeps the frame between them.
 */
export const ROOT_ROUTE = (
  <HasDashboardContextProvider value={false}>
    <AppFrame root />
  </HasDashboardContextProvider>
);

/** `/`: Home inside the layout for a signed-in user, the landing page otherwise. */
export const RootRoute = () => ROOT_ROUTE;
