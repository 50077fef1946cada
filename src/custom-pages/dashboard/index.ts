import { dataProvider } from '../../providers/dataProvider';
import { queryClient } from '../../providers/queryClient';
import { lazyPage } from '../../ui/definePage';
import { prefetchDashboard } from './dashboardQueries';

/**
 * The instance dashboard (spec 1 §2), loaded on demand; `/` shows it to a signed-in user. Its data
 * is asked before it renders: on a full load as soon as the session check answers, and before a
 * menu click (`preload.ts`, `usePrefetchPages`).
 */
export const DashboardPage = lazyPage(() => import('./DashboardPage'), '/', {
  aliases: ['/dashboard'],
  prefetch: () => prefetchDashboard(queryClient, dataProvider),
});
