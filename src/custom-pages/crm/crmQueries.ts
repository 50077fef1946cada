import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

export const CRM_CONFIG_KEY = ['crm', 'config'] as const;
export const CRM_RUNS_KEY = ['crm', 'runs'] as const;
export const PORTALS_KEY = ['crm', 'portals'] as const;

/** The organization's CRM link; the header's dot and the settings page share it. */
export const useCrmConfig = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: CRM_CONFIG_KEY,
    queryFn: () => dataProvider.getCrmConfig(),
    refetchInterval: 60_000,
  });
};

/** Sync runs, refreshed often while one is queued or running. */
export const useCrmRuns = (busy: boolean) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: CRM_RUNS_KEY,
    queryFn: () => dataProvider.getCrmRuns(),
    refetchInterval: busy ? 2_000 : 30_000,
  });
};

/** The CRM's and the credit portal's addresses for this organization. */
export const usePortals = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: PORTALS_KEY, queryFn: () => dataProvider.getPortals(), staleTime: 5 * 60_000 });
};
