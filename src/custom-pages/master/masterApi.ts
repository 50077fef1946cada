import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MasterStats, Payment, PlanStatus, Revenue } from '../../../contract/master';
import { httpClient } from '../../providers/httpClient';

const get = async <T>(path: string): Promise<T> => (await httpClient(`/api${path}`)).json as T;

/** Every key starts with 'master', so a change on the panel refreshes the whole panel. */
export const masterKeys = {
  stats: ['master', 'stats'] as const,
  revenue: ['master', 'revenue'] as const,
  payments: ['master', 'payments'] as const,
};

const OPTIONS = { retry: false, refetchOnWindowFocus: false } as const;

export const useMasterStats = (enabled = true) =>
  useQuery({
    queryKey: masterKeys.stats,
    queryFn: () => get<MasterStats>('/master/stats'),
    ...OPTIONS,
    enabled,
  });

export const useRevenue = () =>
  useQuery({
    queryKey: masterKeys.revenue,
    queryFn: () => get<Revenue>('/master/billing/revenue'),
    ...OPTIONS,
  });

export const usePayments = () =>
  useQuery({ queryKey: masterKeys.payments, queryFn: () => get<Payment[]>('/master/payments'), ...OPTIONS });

export const useMarkPaid = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await httpClient(`/api/master/payments/${encodeURIComponent(id)}/pay`, { method: 'POST' }))
        .json as Payment,
    onSuccess: () => client.invalidateQueries({ queryKey: ['master'] }),
  });
};

/** The signed-in organization's plan (banners, locked features). */
export const usePlanStatus = (enabled = true) =>
  useQuery({
    queryKey: ['organization', 'plan'],
    queryFn: () => get<PlanStatus>('/organization/plan'),
    enabled,
    staleTime: 60_000,
    ...OPTIONS,
  });
