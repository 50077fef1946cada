import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useGetList } from 'react-admin';
import type { Instance } from '../../../../contract/instances';
import type { AppDataProvider } from '../../../providers/dataProvider';

/** Spec 2 §7, §9: instances polled every 60 s and stale after 30 s; one instance's settings every 10 s. */
const INSTANCES_REFRESH_MS = 60_000;
const INSTANCES_FRESH_MS = 30_000;
const SETTINGS_REFRESH_MS = 10_000;

/** An organization has a handful of numbers; one page holds them all. */
const ALL_INSTANCES = {
  pagination: { page: 1, perPage: 500 },
  sort: { field: 'name', order: 'ASC' as const },
};

/** The instances of the filter: every one that is not deleted. */
export const useInboxInstances = () => {
  const query = useGetList<Instance>('instances', ALL_INSTANCES, {
    refetchInterval: INSTANCES_REFRESH_MS,
    staleTime: INSTANCES_FRESH_MS,
    refetchOnWindowFocus: false,
  });
  const instances = useMemo(() => (query.data ?? []).filter((instance) => !instance.isDeleted), [query.data]);
  return { instances, isPending: query.isPending };
};

/** Under 'instances', so a live AI switch of an instance refreshes it with the list of instances. */
export const instanceSettingsKey = (instanceId: string) =>
  ['instances', instanceId, 'inbox-settings'] as const;

/** The switches of the one instance the filter shows; nothing is polled for 'Todas as instâncias'. */
export const useInstanceSettings = (instanceId: string | null) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: instanceSettingsKey(instanceId ?? ''),
    queryFn: () => dataProvider.getInstanceSettings(instanceId ?? ''),
    enabled: instanceId !== null,
    refetchInterval: SETTINGS_REFRESH_MS,
    retry: 1,
    refetchOnWindowFocus: false,
  });
};
