import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

/** Spec 3 §9: the monitor's refresh periods while auto-refresh is on. */
export const RECORDS_REFRESH_MS = 30_000;
export const COMPARISON_REFRESH_MS = 60_000;
export const STATUS_REFRESH_MS = 20_000;
/** Spec 3 §4: after a test, all three queries are fetched again after 1 second. */
export const TEST_REFETCH_DELAY_MS = 1_000;

/** The list's react-admin resource; live `webhook_recorded` events make it and ours stale. */
export const RECORDS_RESOURCE = 'admin/webhook-monitor';
const statusKey = ['webhook-monitor', 'status'] as const;
const comparisonKey = ['webhook-monitor', 'comparison'] as const;

const every = (autoRefresh: boolean, ms: number) => (autoRefresh ? ms : false);

export const useMonitorStatus = (autoRefresh: boolean) => {
  const api = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: statusKey,
    queryFn: () => api.monitorStatus(),
    refetchInterval: every(autoRefresh, STATUS_REFRESH_MS),
  });
};

export const useMonitorComparison = (autoRefresh: boolean) => {
  const api = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: comparisonKey,
    queryFn: () => api.monitorComparison(),
    refetchInterval: every(autoRefresh, COMPARISON_REFRESH_MS),
  });
};

/** Fetches the list, the cards and the comparison again. */
export const useRefreshMonitor = () => {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const key of [[RECORDS_RESOURCE], ['webhook-monitor']]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  }, [queryClient]);
};
