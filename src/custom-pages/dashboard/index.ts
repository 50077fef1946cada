import { authProvider } from '../../providers/authProvider';
import { dataProvider } from '../../providers/dataProvider';
import { queryClient } from '../../providers/queryClient';
import { lazyPage } from '../definePage';
import { prefetchDashboard } from './dashboardQueries';

/**
 * The instance dashboard (spec 1 §2), loaded on demand; `/` shows it to a signed-in user. On a full
 * load its data is asked as soon as the session check answers, before the app has rendered; only
 * after it, so that a stale session still ends the way it did (the landing page at `/`, not a 401).
 */
export const DashboardPage = lazyPage(() => import('./DashboardPage'), '/', {
  aliases: ['/dashboard'],
  prefetch: () =>
    void authProvider.checkAuth({}).then(
      () => prefetchDashboard(queryClient, dataProvider),
      () => undefined,
    ),
});
