import { lazyPage } from '../../ui/definePage';

/** The five-step organization onboarding wizard (spec 3 §2.10), reachable signed out, loaded on demand. */
export const OnboardingPage = lazyPage(() => import('./OnboardingPage'), '/organizations/onboard');
