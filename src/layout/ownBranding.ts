import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { getToken } from '../providers/session';

export const OWN_BRANDING_KEY = ['organization', 'branding'] as const;

/**
 * The signed-in shop's brand (the header shows it on white-label plans). A visitor (the landing
 * page's header) has no shop: nothing is asked, and Vendaí shows.
 */
export const useOwnBranding = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: OWN_BRANDING_KEY,
    queryFn: () => dataProvider.getOwnBranding(),
    staleTime: 5 * 60_000,
    enabled: getToken() !== null,
  });
};
