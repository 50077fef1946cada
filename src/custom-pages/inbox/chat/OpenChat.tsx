import { Box } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Conversation } from '../../../../contract/inbox';
import { useRealtimeEvent } from '../../../providers/realtime';
import { ChatHeader } from './ChatHeader';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { EmptyMessages, LoadingMessages, MessagesLoadError, useLoadFailure } from './MessageStates';
import { NotesDrawer } from './NotesDrawer';
import { RenameDialog } from './RenameDialog';
import { buildChatRows, mergeMessages } from './rules';
import { useChatMessages } from './useChatMessages';
import { useChatSend } from './useChatSend';
import { useConversationOverride } from './useConversationOverride';
import { useHeaderActions } from './useHeaderActions';

interface OpenChatProps {
  conversation: Conversation;
  onBack?: () => void;
  onConversationChange?: (patch: Partial<Conversation>) => void;
}

/** An open conversation: header, messages and the footer input. */
export const OpenChat = ({ conversation, onBack, onConversationChange }: OpenChatProps) => {
  const { shown, applyPatch } = useConversationOverride(conversation, onConversationChange);
  const [followRequest, setFollowRequest] = useState(0);
  const [dialog, setDialog] = useState<'rename' | 'notes' | null>(null);

  const { query, upsert } = useChatMessages(conversation.id);
  const { local, sending, send, retry } = useChatSend({
    conversation: shown,
    upsert,
    onConversationChange: applyPatch,
    onQueued: useCallback(() => setFollowRequest((count) => count + 1), []),
  });
  const header = useHeaderActions(shown, applyPatch);
  const pages = query.data?.pages;
  const rows = useMemo(() => buildChatRows(mergeMessages(pages ?? [], local)), [pages, local]);

  useRealtimeEvent(['ai_disabled_auto'], (event) => {
    if (event.conversationId === conversation.id) applyPatch({ isAiActive: false });
  });

  // Reading the newest page reads the chat on the server: the list's badge can go too.
  const readReported = useRef(false);
  const unread = shown.unreadCount;
  useEffect(() => {
    if (!query.isSuccess || readReported.current || unread === 0) return;
    readReported.current = true;
    applyPatch({ unreadCount: 0 });
  }, [query.isSuccess, unread, applyPatch]);

  const loadFailure = useLoadFailure(query.error);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Box
      sx={{
        height: '100%',
        minHeight: 0,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      }}
    >
      <ChatHeader
        conversation={shown}
        busy={header.busy}
        onBack={onBack}
        onToggleAi={header.toggleAi}
        onToggleFollowUp={header.toggleFollowUp}
        onEditName={() => setDialog('rename')}
        onOpenNotes={() => setDialog('notes')}
      />
      {rows.length > 0 ? (
        <MessageList
          rows={rows}
          instanceName={shown.instanceName}
          hasOlder={hasNextPage}
          loadingOlder={isFetchingNextPage}
          onLoadOlder={loadOlder}
          onRetry={retry}
          followRequest={followRequest}
        />
      ) : query.isPending ? (
        <LoadingMessages />
      ) : loadFailure ? (
        <MessagesLoadError text={loadFailure} onRetry={() => void query.refetch()} />
      ) : (
        <EmptyMessages />
      )}
      <Composer sending={sending} onSend={(text) => void send(text)} />
      {dialog === 'rename' && (
        <RenameDialog
          currentName={shown.contactName}
          saving={header.busy === 'rename'}
          onSave={header.rename}
          onClose={() => setDialog(null)}
        />
      )}
      <NotesDrawer
        conversationId={conversation.id}
        open={dialog === 'notes'}
        onClose={() => setDialog(null)}
      />
    </Box>
  );
};
