import { lazyPage } from '../../ui/definePage';

/** The privacy policy and the terms: public pages, reachable signed out, loaded on demand. */
export const PrivacyPage = lazyPage(() => import('./LegalPage'), '/privacidade');
export const TermsPage = lazyPage(() => import('./TermsPage'), '/termos');
