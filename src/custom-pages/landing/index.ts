import { lazy } from 'react';

const loadLandingPage = () => import('./LandingPage');

/** The public page at `/` for visitors who are not signed in; loaded only for them. */
export const LandingPage = lazy(loadLandingPage);

/** Starts loading the landing page's code (cached: the render that follows reuses it). */
export const preloadLandingPage = (): void => void loadLandingPage().catch(() => {});
