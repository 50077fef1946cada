import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

/** Every key starts with 'master', so a change on the panel refreshes the whole panel. */
export const masterKeys = {
  stats: ['master', 'stats'] as const,
  revenue: ['master', 'revenue'] as const,
  payments: ['master', 'payments'] as const,
};

const OPTIONS = { retry: false, refetchOnWindowFocus: false } as const;

export const useMasterStats = (enabled = true) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: masterKeys.stats,
    queryFn: () => dataProvider.getMasterStats(),
    ...OPTIONS,
    enabled,
  });
};

export const useRevenue = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: masterKeys.revenue, queryFn: () => dataProvider.getRevenue(), ...OPTIONS });
};

export const usePayments = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: masterKeys.payments, queryFn: () => dataProvider.getPayments(), ...OPTIONS });
};

export const useMarkPaid = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataProvider.markPaymentPaid(id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['master'] }),
  });
};
