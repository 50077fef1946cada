import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'react-admin';
import type { Instance } from '../../../contract/instances';
import { ALL_INSTANCES } from '../../boot/firstRequests';
import type { AppDataProvider } from '../../providers/dataProvider';
import { statsKey } from '../../resources/instances/queryKeys';

/** Spec 1 §9 polling of the dashboard. */
export const INSTANCES_REFRESH_MS = 120_000;
export const INSTANCES_FRESH_MS = 60_000;
export const STATS_REFRESH_MS = 300_000;

/** Spec 1 §8: the dashboard's queries retry 3 times, waiting 1 s, 2 s, 4 s … up to 30 s. */
export const DASHBOARD_RETRIES = 3;
export const dashboardRetryDelay = (failures: number): number => Math.min(1_000 * 2 ** failures, 30_000);

export const DASHBOARD_QUERY_OPTIONS = {
  retry: DASHBOARD_RETRIES,
  retryDelay: dashboardRetryDelay,
  refetchOnWindowFocus: false,
} as const;

/** How long the figures count as fresh: a page shown again within it does not ask again. */
export const STATS_FRESH_MS = 30_000;

export const useDashboardInstances = () =>
  useGetList<Instance>('instances', ALL_INSTANCES, {
    ...DASHBOARD_QUERY_OPTIONS,
    refetchInterval: INSTANCES_REFRESH_MS,
    staleTime: INSTANCES_FRESH_MS,
  });

/** Cache keys of the dashboard's own calls; live events invalidate them by their first part. */
export const qrKey = (id: string) => ['instances', id, 'qr'] as const;
export const syncStatusKey = (id: string) => ['sync-status', id] as const;

export const useStats = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: statsKey,
    queryFn: () => dataProvider.getStats(),
    ...DASHBOARD_QUERY_OPTIONS,
    refetchInterval: STATS_REFRESH_MS,
    staleTime: STATS_FRESH_MS,
  });
};

/**
 * The dashboard's two requests, started before it renders (a full load once the session check has
 * answered, or before a menu click), into the cache under the keys the page's hooks read
 * (react-admin's `useGetList` key for the instances), so the page renders with its data instead of
 * asking once it has rendered. What is still fresh for the page is not asked again. After a
 * failure the page's own hooks ask again when they mount, and report it as before.
 */
export const prefetchDashboard = (client: QueryClient, dataProvider: AppDataProvider): void => {
  void client.prefetchQuery({
    queryKey: statsKey,
    queryFn: () => dataProvider.getStats(),
    staleTime: STATS_FRESH_MS,
  });
  void client.prefetchQuery({
    queryKey: ['instances', 'getList', ALL_INSTANCES],
    staleTime: INSTANCES_FRESH_MS,
    queryFn: () =>
      dataProvider
        .getList<Instance>('instances', ALL_INSTANCES)
        .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  });
};
