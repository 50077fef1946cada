import { dataProvider } from '../../providers/dataProvider';
import { queryClient } from '../../providers/queryClient';
import { lazyPage } from '../../ui/definePage';

/**
 * The lead board (spec 2 §2.5), loaded on demand. Its leads can be asked before it renders; that
 * code loads apart, beside the page's.
 */
export const KanbanPage = lazyPage(() => import('./KanbanPage'), '/kanban', {
  prefetch: (search) =>
    void import('./data/leadBoardQueries').then(
      ({ prefetchLeadBoard }) => prefetchLeadBoard(queryClient, dataProvider, search),
      () => undefined,
    ),
});
