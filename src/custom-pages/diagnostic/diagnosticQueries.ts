import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

export const readinessKey = (id: string) => ['diagnostic', 'readiness', id] as const;

export const useReadiness = (id: string) => {
  const api = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: readinessKey(id), queryFn: () => api.aiReadiness(id), retry: 1 });
};

/** The reports of several instances at once (the comparison table reads the same cache). */
export const useReadinessOf = (ids: readonly string[]) => {
  const api = useDataProvider<AppDataProvider>();
  return useQueries({
    queries: ids.map((id) => ({ queryKey: readinessKey(id), queryFn: () => api.aiReadiness(id), retry: 1 })),
  });
};

export const useReloadReadiness = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (id?: string) => {
      void queryClient.invalidateQueries({ queryKey: id ? readinessKey(id) : ['diagnostic'] });
      void queryClient.invalidateQueries({ queryKey: ['instances'] });
    },
    [queryClient],
  );
};
