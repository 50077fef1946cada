import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type LeadFilter, leadsApi } from './leadsApi';

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

/** The board's leads; a new filter keeps showing the previous cards until its answer arrives. */
export const useLeadBoard = (filter: LeadFilter) =>
  useQuery({
    queryKey: leadBoardKey(filter),
    queryFn: () => leadsApi.listLeads(filter),
    staleTime: FRESH_MS,
    retry: 1,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });
