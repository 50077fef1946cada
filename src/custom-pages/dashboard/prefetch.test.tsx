import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CoreAdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../providers/dataProvider';
import { prefetchDashboard, useDashboardInstances, useStats } from './dashboardQueries';

const INSTANCE = { id: 'i1', name: 'Vendas Loja Centro' };

const fakeDataProvider = () => {
  const getList = vi.fn(async () => ({ data: [INSTANCE], total: 1 }));
  const getStats = vi.fn(async () => ({ totalInstances: 1 }));
  return { getList, getStats, provider: { getList, getStats } as unknown as AppDataProvider };
};

const wrapperFor =
  (queryClient: QueryClient, dataProvider: AppDataProvider) =>
  ({ children }: { children: ReactNode }) => (
    <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient}>
      {children}
    </CoreAdminContext>
  );

describe('prefetchDashboard', () => {
  it("asks for the figures and the instances once, and the dashboard's hooks show them without asking again", async () => {
    const queryClient = new QueryClient();
    const { getList, getStats, provider } = fakeDataProvider();
    prefetchDashboard(queryClient, provider);
    expect(getStats).toHaveBeenCalledTimes(1);
    expect(getList).toHaveBeenCalledWith('instances', expect.objectContaining({ filter: {} }));

    const { result } = renderHook(() => ({ instances: useDashboardInstances(), stats: useStats() }), {
      wrapper: wrapperFor(queryClient, provider),
    });
    await waitFor(() => expect(result.current.instances.data).toEqual([INSTANCE]));
    expect(result.current.stats.data).toEqual({ totalInstances: 1 });
    expect(getList).toHaveBeenCalledTimes(1);
    expect(getStats).toHaveBeenCalledTimes(1);
  });

  it('without a prefetch, the hooks ask for themselves', async () => {
    const { getList, getStats, provider } = fakeDataProvider();
    const { result } = renderHook(() => ({ instances: useDashboardInstances(), stats: useStats() }), {
      wrapper: wrapperFor(new QueryClient(), provider),
    });
    await waitFor(() => expect(result.current.instances.data).toEqual([INSTANCE]));
    expect(getList).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(getStats).toHaveBeenCalledTimes(1));
  });
});
