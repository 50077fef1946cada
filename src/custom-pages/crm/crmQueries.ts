import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'react-admin';
import type { CrmSyncRun } from '../../../contract/crm';
import type { AppDataProvider } from '../../providers/dataProvider';

export const CRM_CONFIG_KEY = ['crm', 'config'] as const;
/** react-admin keys a resource's queries by its name first. */
export const CRM_RUNS_KEY = ['crm-runs'] as const;
export const PORTALS_KEY = ['crm', 'portals'] as const;

/** The organization's CRM link; the header's dot and the settings page share it. */
export const useCrmConfig = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: CRM_CONFIG_KEY,
    queryFn: () => dataProvider.getCrmConfig(),
    refetchInterval: 60_000,
    // The start-up call's answer is not asked again by the header's dot mounting after it.
    staleTime: 60_000,
  });
};

/** The last 20 sync runs (the `crm-runs` resource), refreshed often while one is queued or running. */
export const useCrmRuns = (busy: boolean) =>
  useGetList<CrmSyncRun>(
    'crm-runs',
    { pagination: { page: 1, perPage: 20 }, sort: { field: 'startedAt', order: 'DESC' } },
    { refetchInterval: busy ? 2_000 : 30_000 },
  );

/** The CRM's and the credit portal's addresses for this organization. */
export const usePortals = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: PORTALS_KEY, queryFn: () => dataProvider.getPortals(), staleTime: 5 * 60_000 });
};
