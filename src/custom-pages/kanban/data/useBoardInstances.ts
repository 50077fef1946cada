import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import type { Instance } from '../../../../contract/instances';

/** An organization has a handful of numbers; one page holds them all. */
const ALL_INSTANCES = {
  pagination: { page: 1, perPage: 500 },
  sort: { field: 'name', order: 'ASC' as const },
};

/** The instances of the board's dropdown (spec 2 §7: id and name), deleted ones left out. */
export const useBoardInstances = () => {
  const query = useGetList<Instance>('instances', ALL_INSTANCES, { refetchOnWindowFocus: false });
  return useMemo(() => (query.data ?? []).filter((instance) => !instance.isDeleted), [query.data]);
};
