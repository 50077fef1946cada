import { dataProvider } from '../../providers/dataProvider';
import { queryClient } from '../../providers/queryClient';
import { lazyPage } from '../../ui/definePage';

/**
 * The conversation inbox (spec 2 §2.4), loaded on demand; `/chat?conversation=` opens the same
 * screen (DESIGN §6). Its list's first page can be asked before it renders; that code loads apart,
 * beside the page's.
 */
export const InboxPage = lazyPage(() => import('./InboxPage'), '/whatsapp', {
  aliases: ['/chat'],
  prefetch: (search) =>
    void import('./data/conversationQueries').then(
      ({ prefetchConversationList }) => prefetchConversationList(queryClient, dataProvider, search),
      () => undefined,
    ),
});
