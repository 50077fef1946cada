import { lazyPage } from '../../ui/definePage';

/** The platform owner's master panel (spec 3 §2.9), loaded on demand with its charts. */
export const MasterPage = lazyPage(() => import('./MasterScreen'), '/master');
