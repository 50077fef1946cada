import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConversationFilter } from '../../../providers/data/inbox';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useRealtimeEvent } from '../../../providers/realtime';
import { createKeyedThrottle } from '../../../providers/realtime/coalesce';
import { type ConversationPages, mergeFreshHead } from './conversationPages';
import { conversationListKey, useConversationCache } from './conversationQueries';

/** A burst of new messages costs one first-page fetch per window, plus one at its end. */
const HEAD_REFRESH_WINDOW_MS = 500;

/**
 * Live events on the list (spec 2 §4). Events that say what changed patch the cached rows; a new
 * message (whose text the event does not carry) refreshes the first page only, which brings its
 * conversation to the top without refetching every loaded page.
 */
export const useLiveConversations = (filter: ConversationFilter) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const cache = useConversationCache();
  const throttle = useMemo(() => createKeyedThrottle(HEAD_REFRESH_WINDOW_MS), []);
  useEffect(() => () => throttle.cancel(), [throttle]);

  const { instanceId, search, needsAttention } = filter;
  const refreshHead = useMemo(
    () => async () => {
      const key = conversationListKey({ instanceId, search, needsAttention });
      if (!queryClient.getQueryData(key)) {
        await queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      const fresh = await dataProvider.listConversations({ instanceId, search, needsAttention }, 1);
      queryClient.setQueryData<ConversationPages>(key, (data) => (data ? mergeFreshHead(data, fresh) : data));
    },
    [queryClient, dataProvider, instanceId, search, needsAttention],
  );

  // A new message moves its card to the top; a new qualification changes a card's level.
  useRealtimeEvent(['new_message', 'lead_updated', 'ai_reply_failed'], (event) => {
    if (instanceId && event.instanceId !== instanceId) return;
    // A missed refresh is repaired by the next event or the next page; no toast for it.
    throttle.run('head', () => void refreshHead().catch(() => {}));
  });

  useRealtimeEvent(['ai_disabled_auto'], (event) => {
    cache.patch(event.conversationId, { isAiActive: false });
  });

  useRealtimeEvent(['ai_enabled', 'ai_disabled'], (event) => {
    const changes =
      event.type === 'ai_enabled' ? { isAiActive: true, aiPausedReason: null } : { isAiActive: false };
    // Without a conversation the switch was the instance's, which sets all its conversations.
    if (event.conversationId) cache.patch(event.conversationId, changes);
    else cache.patchInstance(event.instanceId, changes);
  });

  useRealtimeEvent(['followup_enabled', 'followup_disabled'], (event) => {
    const changes = { isFollowUpActive: event.type === 'followup_enabled' };
    if (event.conversationId) cache.patch(event.conversationId, changes);
    else cache.patchInstance(event.instanceId, changes);
  });

  // Another operator (or this one in another tab) opened the conversation.
  useRealtimeEvent(['conversation_read'], (event) => {
    cache.patch(event.conversationId, { unreadCount: 0 });
  });

  useRealtimeEvent(['contact_name_updated'], (event) => {
    cache.patch(event.conversationId, { contactName: event.newName });
  });
};
