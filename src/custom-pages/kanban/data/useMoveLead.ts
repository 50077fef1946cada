import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import type { Lead } from '../../../../contract/leads';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { serverMessageOf } from '../../../providers/httpError';
import { useToast } from '../../../ui/useToast';
import { type LeadBoardData, type LeadMove, moveLeadInBoard, statusBodyOf } from '../rules/board';
import { BOARD_TIMING } from '../rules/constants';
import { LEAD_BOARD_ROOT, MOVE_LEAD_KEY } from './leadBoardQueries';

export interface MoveRequest {
  lead: Lead;
  move: LeadMove;
}

type Snapshot = [readonly unknown[], LeadBoardData | undefined][];

/**
 * Spec 2 §4: the card moves at once, the PATCH follows; a failure puts every board list back as it
 * was, with the spec's toast. Either way the list is read again 500 ms later, which also brings in
 * whatever live events arrived while the move was on its way.
 */
export const useMoveLead = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useAppTranslate();
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refetchTimer.current), []);

  const refetchSoon = useCallback(() => {
    clearTimeout(refetchTimer.current);
    refetchTimer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: [LEAD_BOARD_ROOT] }),
      BOARD_TIMING.refetchAfterMoveMs,
    );
  }, [queryClient]);

  return useMutation<unknown, Error, MoveRequest, { previous: Snapshot }>({
    mutationKey: MOVE_LEAD_KEY,
    mutationFn: ({ lead, move }) => dataProvider.moveLead(lead.id, statusBodyOf(move)),
    onMutate: async ({ lead, move }) => {
      await queryClient.cancelQueries({ queryKey: [LEAD_BOARD_ROOT] });
      const previous: Snapshot = queryClient.getQueriesData<LeadBoardData>({ queryKey: [LEAD_BOARD_ROOT] });
      queryClient.setQueriesData<LeadBoardData>({ queryKey: [LEAD_BOARD_ROOT] }, (board) =>
        board ? moveLeadInBoard(board, lead.id, move) : board,
      );
      return { previous };
    },
    onError: (error, { move }, context) => {
      for (const [key, board] of context?.previous ?? []) queryClient.setQueryData(key, board);
      const detail = serverMessageOf(error);
      if (move.status === 'closed_won') {
        toast({
          title: 'app.kanban.toast.saleFailed',
          detail: detail ?? t('app.kanban.toast.unknownError'),
          type: 'error',
        });
      } else {
        toast({ title: 'app.kanban.toast.moveFailed', detail, type: 'error' });
      }
      refetchSoon();
    },
    onSuccess: (_answer, { move }) => {
      if (move.status === 'closed_won') {
        toast({
          title: 'app.kanban.toast.sold',
          detail: t('app.kanban.toast.soldChannel', { channel: move.soldChannel }),
          type: 'success',
        });
      } else {
        toast({ title: 'app.kanban.toast.moved', type: 'success' });
      }
      refetchSoon();
    },
  });
};
