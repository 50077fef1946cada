import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

export const PLAN_STATUS_KEY = ['organization', 'plan'] as const;

/** The signed-in organization's plan (banners, locked features). */
export const usePlanStatus = (enabled = true) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: PLAN_STATUS_KEY,
    queryFn: () => dataProvider.getPlanStatus(),
    enabled,
    staleTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
};
