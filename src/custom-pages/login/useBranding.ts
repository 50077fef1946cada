import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The organization named by `?org=`: its own name and logo when it has white label (Enterprise). */
export const useBranding = (org: string | null) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['branding', org],
    queryFn: () => dataProvider.getLoginBranding(org ?? ''),
    enabled: org !== null,
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
};
