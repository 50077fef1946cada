import { lazyPage } from '../../ui/definePage';

/** The reports (funnel, losses, response times, AI × people, sellers), loaded on demand. */
export const ReportsPage = lazyPage(() => import('./ReportsPage'), '/relatorios');
