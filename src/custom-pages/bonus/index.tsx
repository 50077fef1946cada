import { lazyPage } from '../../ui/definePage';

/** Monthly bonuses (spec 3 §2.3), measured from the board's sales. */
export const BonusPage = lazyPage(() => import('./BonusScreen'), '/bonus');
