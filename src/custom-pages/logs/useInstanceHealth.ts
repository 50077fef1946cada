import { useQueries } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'react-admin';
import type { Instance } from '../../../contract/instances';
import type { AppDataProvider } from '../../providers/dataProvider';
import { readinessKey } from '../diagnostic/diagnosticQueries';
import { healthOf, type InstanceHealth } from './instanceHealth';

/** Spec 3 §9: the instances every 5 s while auto-refresh is on. */
export const INSTANCES_REFRESH_MS = 5_000;
const REPORTS_REFRESH_MS = 30_000;

const ALL = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' as const } };

/** Every instance with its readiness report and metrics; an instance whose load fails is skipped. */
export const useInstanceHealth = (autoRefresh: boolean) => {
  const api = useDataProvider<AppDataProvider>();
  const instances = useGetList<Instance>('instances', ALL, {
    refetchInterval: autoRefresh ? INSTANCES_REFRESH_MS : false,
  });
  const ids = (instances.data ?? []).map((instance) => instance.id);
  const refetchInterval = autoRefresh ? REPORTS_REFRESH_MS : false;
  const reports = useQueries({
    queries: ids.map((id) => ({
      queryKey: readinessKey(id),
      queryFn: () => api.aiReadiness(id),
      refetchInterval,
    })),
  });
  const metrics = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['diagnostic', 'metrics', id],
      queryFn: () => api.aiMetrics(id),
      refetchInterval,
    })),
  });
  const rows: InstanceHealth[] = ids.flatMap((id, index) => {
    const report = reports[index]?.data;
    if (!report) return [];
    return [
      {
        id,
        name: report.instanceName,
        phone: report.phone,
        report,
        metrics: metrics[index]?.data,
        status: healthOf(report),
      },
    ];
  });
  return {
    rows,
    instances: instances.data ?? [],
    isPending: instances.isPending || reports.some((query) => query.isPending),
    isError: instances.isError,
  };
};
