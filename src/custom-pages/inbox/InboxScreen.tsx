import { Box, Paper } from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Conversation } from '../../../contract/inbox';
import { useIsMobile } from '../../layout/useIsMobile';
import { useToast } from '../../ui/useToast';
import { type ChatDialog, ChatPane } from './chat';
import { useConversationCache, useConversationList, useOpenConversation } from './data/conversationQueries';
import { failureOf } from './data/failure';
import { useLiveConversations } from './data/useLiveConversations';
import { ConversationSidebar } from './list/ConversationSidebar';
import { useDebouncedValue } from './list/useDebouncedValue';
import { useInboxRoute } from './useInboxRoute';

/** The server is asked once the operator stops typing for this long. */
const SEARCH_DEBOUNCE_MS = 300;
/**
 * The panes fill the window below the app's header and padding (and, on a phone, above the bottom
 * bar), so the list and the chat scroll inside them and the page itself does not.
 */
const DESKTOP_CHROME_PX = 112;
const PHONE_CHROME_PX = 132;

/** `/whatsapp` and `/chat` (spec 2 §2.4): the conversation list beside the open chat. */
export const InboxScreen = () => {
  const isMobile = useIsMobile();
  const toast = useToast();
  const route = useInboxRoute();
  const cache = useConversationCache();
  const [searchText, setSearchText] = useState('');
  const [attentionOnly, setAttentionOnly] = useState(false);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const filter = useMemo(
    () => ({ instanceId: route.instanceId, search, needsAttention: attentionOnly }),
    [route.instanceId, search, attentionOnly],
  );
  const { query, rows } = useConversationList(filter);
  // The query's result is a new object on every render: the pane gets the fields it shows.
  const { error, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const list = useMemo(
    () => ({ error, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch }),
    [error, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch],
  );
  useLiveConversations(filter);
  const open = useOpenConversation(route.conversationId, rows);

  const { openConversation } = route;
  /** Opens a conversation of the list, with the card's rename dialog or notes when asked. */
  const openFromList = useCallback(
    (conversation: Conversation, dialog: ChatDialog | null = null) => {
      // The chat reads the newest messages, which reads the conversation on the server.
      if (conversation.unreadCount > 0) cache.patch(conversation.id, { unreadCount: 0 });
      openConversation(conversation.id, dialog);
    },
    [cache, openConversation],
  );

  // A link to a conversation that is gone (or not the user's) leaves the inbox as it was.
  useEffect(() => {
    if (!open.error) return;
    const failure = failureOf(open.error);
    toast(
      failure.kind === 'http' && failure.status === 404
        ? { title: 'app.inbox.deepLink.notFound', type: 'error' }
        : failure.kind === 'http'
          ? { title: 'app.inbox.list.loadFailed', titleArgs: { status: failure.status }, type: 'error' }
          : { title: 'app.inbox.list.networkFailed', titleArgs: { detail: failure.detail }, type: 'error' },
    );
    openConversation(null);
  }, [open.error, openConversation, toast]);

  const selectedId = open.conversation?.id ?? null;
  const patchOpen = useCallback(
    (patch: Partial<Conversation>) => {
      if (selectedId) cache.patch(selectedId, patch);
    },
    [cache, selectedId],
  );
  const backToList = useCallback(() => openConversation(null), [openConversation]);

  // A phone shows one pane at a time: the chat once a conversation is open, else the list.
  const showList = !isMobile || route.conversationId === null;
  const showChat = !isMobile || route.conversationId !== null;
  return (
    <Paper
      variant="outlined"
      sx={{
        height: `calc(100dvh - ${isMobile ? PHONE_CHROME_PX : DESKTOP_CHROME_PX}px)`,
        minHeight: 420,
        display: 'grid',
        gridTemplateColumns: isMobile ? 'minmax(0, 1fr)' : 'minmax(0, 1fr) minmax(0, 2fr)',
        overflow: 'hidden',
      }}
    >
      {showList && (
        <Box sx={{ minWidth: 0, minHeight: 0, borderRight: isMobile ? 0 : 1, borderColor: 'divider' }}>
          <ConversationSidebar
            instanceId={route.instanceId}
            onInstanceChange={route.setInstance}
            searchText={searchText}
            onSearchChange={setSearchText}
            searching={search !== '' || attentionOnly}
            attentionOnly={attentionOnly}
            onAttentionChange={setAttentionOnly}
            list={list}
            rows={rows}
            selectedId={route.conversationId}
            onSelect={openFromList}
            onOpenDialog={openFromList}
          />
        </Box>
      )}
      {showChat && (
        <Box sx={{ minWidth: 0, minHeight: 0 }}>
          <ChatPane
            conversation={open.conversation}
            onBack={isMobile ? backToList : undefined}
            onConversationChange={patchOpen}
            dialog={route.dialog}
            onDialogChange={route.setDialog}
          />
        </Box>
      )}
    </Paper>
  );
};
