import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { LeadFilter } from '../../../providers/data/leads';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { normaliseBoard } from '../rules/board';

/**
 * Not under 'leads': the live provider would invalidate that key on every `lead_updated`, and the
 * board coalesces its own refreshes (useLiveLeads) with the ones that follow a move.
 */
export const LEAD_BOARD_ROOT = 'lead-board';
export const leadBoardKey = ({ instanceId, search }: LeadFilter) =>
  [LEAD_BOARD_ROOT, instanceId ?? 'all', search] as const;

/** The mutation key of a move, so live refreshes wait while one is on its way. */
export const MOVE_LEAD_KEY = ['lead-board-move'] as const;

/** Spec 2 §9 query defaults: fresh for 30 s, one retry, no refetch on window focus. */
const FRESH_MS = 30_000;

const leadBoardOptions = (dataProvider: AppDataProvider, filter: LeadFilter) =>
  queryOptions({
    queryKey: leadBoardKey(filter),
    queryFn: async () => normaliseBoard(await dataProvider.getLeadBoard(filter)),
    staleTime: FRESH_MS,
    retry: 1,
    refetchOnWindowFocus: false,
  });

/** The board's leads; a new filter keeps showing the previous cards until its answer arrives. */
export const useLeadBoard = (filter: LeadFilter) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ ...leadBoardOptions(dataProvider, filter), placeholderData: keepPreviousData });
};

/**
 * The board's leads asked before it renders (a full load of `/kanban`, or before a menu click), for
 * the filter of the address's query string (`?instance=`), under the key the board reads. What is
 * still fresh for the board is not asked again; a live event makes it stale (`INACTIVE_KEYS_BY_EVENT`).
 */
export const prefetchLeadBoard = (client: QueryClient, dataProvider: AppDataProvider, search = ''): void => {
  const instanceId = new URLSearchParams(search).get('instance') || null;
  void client.prefetchQuery(leadBoardOptions(dataProvider, { instanceId, search: '' }));
};
