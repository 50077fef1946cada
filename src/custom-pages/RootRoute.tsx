import { Suspense } from 'react';
import { useAuthState } from 'react-admin';
import { AppLayout } from '../layout/AppLayout';
import { FullScreenLoading } from '../layout/Loading';
import { HomePage } from './home';
import { LandingPage } from './landing';

/**
 * `/`: Home inside the layout for a signed-in user, the landing page otherwise (spec 3 §2).
 * It is a route without layout so that react-admin's `requireAuth` leaves it to us.
 */
export const RootRoute = () => {
  const { isPending, authenticated } = useAuthState();
  if (isPending) return <FullScreenLoading />;
  if (!authenticated) {
    return (
      <Suspense fallback={<FullScreenLoading />}>
        <LandingPage />
      </Suspense>
    );
  }
  return (
    <AppLayout>
      <HomePage />
    </AppLayout>
  );
};
