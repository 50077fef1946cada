import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { Message } from '../../../../contract/inbox';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useRealtimeEvent } from '../../../providers/realtime';
import { createKeyedThrottle } from '../../../providers/realtime/coalesce';
import { type MessagePageData, normaliseMessagePage, upsertIntoNewestPage } from './rules';

/** Spec 2 §9: messages are fresh for 10 s; queries retry once. */
const MESSAGES_FRESH_MS = 10_000;
const RETRIES = 1;
/** A burst of `new_message` events costs one fetch of the newest page per window, plus one at its end. */
const LIVE_REFRESH_WINDOW_MS = 500;

/**
 * Not under 'messages': the live provider invalidates that key on every new message, which would
 * refetch every loaded page; this pane refreshes only the newest page itself.
 */
export const chatMessagesKey = (conversationId: string) => ['chat-messages', conversationId] as const;
const CHAT_MESSAGES_ROOT = 'chat-messages';

export type MessagePages = InfiniteData<MessagePageData, number>;

/** The open conversation's messages: newest page first, older pages on demand, live newest page. */
export const useChatMessages = (conversationId: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const key = chatMessagesKey(conversationId);
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: async ({ pageParam }) =>
      normaliseMessagePage(await dataProvider.listMessages(conversationId, pageParam), conversationId),
    initialPageParam: 1,
    getNextPageParam: (last: MessagePageData, pages: MessagePageData[]) =>
      last.hasMore ? pages.length + 1 : undefined,
    staleTime: MESSAGES_FRESH_MS,
    retry: RETRIES,
    refetchOnWindowFocus: false,
  });

  // Spec 2 §4: selecting a conversation clears the cached messages of the others.
  useEffect(() => {
    queryClient.removeQueries({
      queryKey: [CHAT_MESSAGES_ROOT],
      predicate: (cached) => cached.queryKey[1] !== conversationId,
    });
  }, [queryClient, conversationId]);

  /** Puts messages the pane learnt of (a send's answer, a live page) into the newest page. */
  const upsert = useCallback(
    (incoming: readonly Message[]) => {
      queryClient.setQueryData<MessagePages>(chatMessagesKey(conversationId), (old) =>
        old ? { ...old, pages: upsertIntoNewestPage(old.pages, incoming) } : old,
      );
    },
    [queryClient, conversationId],
  );

  const refreshNewest = useCallback(async () => {
    if (!queryClient.getQueryData(chatMessagesKey(conversationId))) {
      // The first page is still on its way: fetch it again so it holds the new message.
      await queryClient.invalidateQueries({ queryKey: chatMessagesKey(conversationId) });
      return;
    }
    const fresh = normaliseMessagePage(await dataProvider.listMessages(conversationId, 1), conversationId);
    upsert(fresh.messages);
  }, [queryClient, dataProvider, conversationId, upsert]);

  const throttle = useMemo(() => createKeyedThrottle(LIVE_REFRESH_WINDOW_MS), []);
  useEffect(() => () => throttle.cancel(), [throttle]);
  useRealtimeEvent(['new_message'], (event) => {
    if (event.conversationId !== conversationId) return;
    throttle.run(conversationId, () => {
      // A missed live refresh is repaired by the next event or the next page load; no toast for it.
      refreshNewest().catch(() => {});
    });
  });

  return { query, upsert };
};
