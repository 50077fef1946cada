import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useRealtimeEvent } from '../../../providers/realtime';
import { createKeyedThrottle } from '../../../providers/realtime/coalesce';
import { LEAD_BOARD_ROOT, MOVE_LEAD_KEY } from './leadBoardQueries';

/**
 * A burst of events costs one refetch now and at most one at the end of this window. Longer than the
 * inbox's 500 ms: a board read carries up to 500 leads per column, not a page of 20, and a busy
 * showroom sends messages all day.
 */
const REFRESH_WINDOW_MS = 2_000;

/**
 * The board follows other screens (spec 2 §4): a lead moved or qualified elsewhere, a new message
 * (the card's last message and time), a renamed contact. While a move of this board is on its way it
 * waits: that move refetches when it settles, and a read now could show the card in its old column.
 */
export const useLiveLeads = () => {
  const queryClient = useQueryClient();
  const throttle = useMemo(() => createKeyedThrottle(REFRESH_WINDOW_MS), []);
  useEffect(() => () => throttle.cancel(), [throttle]);

  useRealtimeEvent(['lead_updated', 'new_message', 'contact_name_updated'], () => {
    throttle.run('board', () => {
      if (queryClient.isMutating({ mutationKey: MOVE_LEAD_KEY }) > 0) return;
      void queryClient.invalidateQueries({ queryKey: [LEAD_BOARD_ROOT] });
    });
  });
};
