import { useQuery } from '@tanstack/react-query';
import type { BrandingBody, OwnBranding } from '../../contract/branding';
import { type HttpClient, httpClient } from '../providers/httpClient';
import { getToken } from '../providers/session';

export const OWN_BRANDING_KEY = ['organization', 'branding'] as const;

export const fetchOwnBranding = async (client: HttpClient = httpClient): Promise<OwnBranding> =>
  (await client('/api/organization/branding')).json as OwnBranding;

export const saveOwnBranding = async (
  body: BrandingBody,
  client: HttpClient = httpClient,
): Promise<OwnBranding> =>
  (await client('/api/organization/branding', { method: 'PUT', body })).json as OwnBranding;

/**
 * The signed-in shop's brand (the header shows it on white-label plans). A visitor (the landing
 * page's header) has no shop: nothing is asked, and Vendaí shows.
 */
export const useOwnBranding = () =>
  useQuery({
    queryKey: OWN_BRANDING_KEY,
    queryFn: () => fetchOwnBranding(),
    staleTime: 5 * 60_000,
    enabled: getToken() !== null,
  });
