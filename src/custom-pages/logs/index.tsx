import { lazyPage } from '../../ui/definePage';

/** Comparative diagnostics and real server logs (spec 3 §2.13, DESIGN §6), loaded on demand. */
export const LogsPage = lazyPage(() => import('./LogsScreen'), '/logslogs');
