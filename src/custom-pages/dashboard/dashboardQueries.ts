import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'react-admin';
import type { Instance } from '../../../contract/instances';
import type { AppDataProvider } from '../../providers/dataProvider';

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

/** An organization has a handful of numbers; one page holds them all. */
const ALL_INSTANCES = {
  pagination: { page: 1, perPage: 500 },
  sort: { field: 'name', order: 'ASC' as const },
};

export const useDashboardInstances = () =>
  useGetList<Instance>('instances', ALL_INSTANCES, {
    ...DASHBOARD_QUERY_OPTIONS,
    refetchInterval: INSTANCES_REFRESH_MS,
    staleTime: INSTANCES_FRESH_MS,
  });

/** Cache keys of the dashboard's own calls; live events invalidate them by their first part. */
export const statsKey = ['stats'] as const;
export const qrKey = (id: string) => ['instances', id, 'qr'] as const;
export const syncStatusKey = (id: string) => ['sync-status', id] as const;

export const useStats = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: statsKey,
    queryFn: () => dataProvider.getStats(),
    ...DASHBOARD_QUERY_OPTIONS,
    refetchInterval: STATS_REFRESH_MS,
  });
};
