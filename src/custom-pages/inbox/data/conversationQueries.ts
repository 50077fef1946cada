import {
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { Conversation, ConversationPage } from '../../../../contract/inbox';
import type { ConversationFilter } from '../../../providers/data/inbox';
import type { AppDataProvider } from '../../../providers/dataProvider';
import {
  type ConversationPages,
  flattenConversations,
  moveToTop,
  patchConversation,
  patchInstanceConversations,
} from './conversationPages';

/** Spec 2 §9: the list is fresh for 5 s; queries retry once and ignore window focus. */
const LIST_FRESH_MS = 5_000;
const RETRIES = 1;

/**
 * Not under 'conversations': the live provider invalidates that key on every event, which would
 * refetch every loaded page; this list patches itself and refreshes only its first page.
 */
export const CONVERSATION_LIST_ROOT = 'inbox-conversations';
export const conversationListKey = ({ instanceId, search, needsAttention }: ConversationFilter) =>
  [CONVERSATION_LIST_ROOT, instanceId ?? 'all', search, needsAttention ? 'attention' : 'all'] as const;
const SINGLE_ROOT = 'inbox-conversation';
export const conversationKey = (id: string) => [SINGLE_ROOT, id] as const;

/** The paged list's query: 20 at a time, the next page on demand. */
const conversationListOptions = (dataProvider: AppDataProvider, filter: ConversationFilter) =>
  infiniteQueryOptions<
    ConversationPage,
    Error,
    ConversationPages,
    ReturnType<typeof conversationListKey>,
    number
  >({
    queryKey: conversationListKey(filter),
    queryFn: ({ pageParam }) => dataProvider.listConversations(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    staleTime: LIST_FRESH_MS,
    retry: RETRIES,
    refetchOnWindowFocus: false,
  });

/** The paged list of spec 2 §7: 20 at a time, the next page on demand. */
export const useConversationList = (filter: ConversationFilter) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useInfiniteQuery(conversationListOptions(dataProvider, filter));
  const rows = useMemo(() => flattenConversations(query.data), [query.data]);
  return { query, rows };
};

/**
 * The list's first page asked before the inbox renders (a full load of `/whatsapp`, or before a
 * menu click), for the filter of the address's query string (`?instance=`), under the key the
 * list reads. A list already in the cache is left as it is: the inbox shows it at once and asks
 * again on mounting when it is stale (5 s, or a live event since: `INACTIVE_KEYS_BY_EVENT`).
 */
export const prefetchConversationList = (
  client: QueryClient,
  dataProvider: AppDataProvider,
  search = '',
): void => {
  const instanceId = new URLSearchParams(search).get('instance') || null;
  const options = conversationListOptions(dataProvider, { instanceId, search: '', needsAttention: false });
  if (client.getQueryData(options.queryKey)) return;
  void client.prefetchInfiniteQuery(options);
};

/**
 * The open conversation: the list's row when loaded, else fetched alone (the `conversations`
 * resource's getOne), so a link to a conversation far down the list (or outside the filter) still
 * opens it. Kept under its own key: the live provider refetches 'conversations' on every event.
 */
export const useOpenConversation = (id: string | null, rows: readonly Conversation[]) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const listed = id ? rows.find((row) => row.id === id) : undefined;
  const single = useQuery({
    queryKey: conversationKey(id ?? ''),
    queryFn: async () => (await dataProvider.getOne<Conversation>('conversations', { id: id ?? '' })).data,
    enabled: id !== null && listed === undefined,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return { conversation: listed ?? (id ? single.data : undefined) ?? null, error: single.error };
};

/** Edits of the cached conversations, in every list (whatever its filter or search) and the single copy. */
export const useConversationCache = () => {
  const queryClient = useQueryClient();

  const updateLists = useCallback(
    (update: (data: ConversationPages) => ConversationPages) =>
      queryClient.setQueriesData<ConversationPages>({ queryKey: [CONVERSATION_LIST_ROOT] }, (data) =>
        data ? update(data) : data,
      ),
    [queryClient],
  );

  const patch = useCallback(
    (id: string, changes: Partial<Conversation>) => {
      updateLists((data) => {
        const patched = patchConversation(data, id, changes);
        return changes.lastMessageAt ? moveToTop(patched, id) : patched;
      });
      queryClient.setQueryData<Conversation>(conversationKey(id), (row) =>
        row ? { ...row, ...changes } : row,
      );
    },
    [queryClient, updateLists],
  );

  const patchInstance = useCallback(
    (instanceId: string | null, changes: Partial<Conversation>) => {
      updateLists((data) => patchInstanceConversations(data, instanceId, changes));
      queryClient.setQueriesData<Conversation>({ queryKey: [SINGLE_ROOT] }, (row) =>
        row && (instanceId === null || row.instanceId === instanceId) ? { ...row, ...changes } : row,
      );
    },
    [queryClient, updateLists],
  );

  // One object while the client lasts: callbacks built on it stay the same, and so do the props of
  // the memoized panes that receive them.
  return useMemo(() => ({ patch, patchInstance }), [patch, patchInstance]);
};
