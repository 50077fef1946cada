import { useQuery } from '@tanstack/react-query';
import type { Branding } from '../../../contract/master';
import { httpClient } from '../../providers/httpClient';

/** The organization named by `?org=`: its own name and logo when it has white label (Enterprise). */
export const useBranding = (org: string | null) =>
  useQuery({
    queryKey: ['branding', org],
    queryFn: async () =>
      (await httpClient(`/api/organizations/branding?org=${encodeURIComponent(org ?? '')}`)).json as Branding,
    enabled: org !== null,
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
