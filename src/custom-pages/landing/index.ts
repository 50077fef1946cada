import { lazy } from 'react';

/** The public page at `/` for visitors who are not signed in; loaded only for them. */
export const LandingPage = lazy(() => import('./LandingPage'));
