import { lazyPage } from '../definePage';

/** The instance dashboard (spec 1 §2), loaded on demand; `/` shows it to a signed-in user. */
export const DashboardPage = lazyPage(() => import('./DashboardPage'), '/', { aliases: ['/dashboard'] });
