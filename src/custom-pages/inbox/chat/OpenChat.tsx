import { Box } from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Conversation } from '../../../../contract/inbox';
import { useRealtimeEvent } from '../../../providers/realtime';
import { ChatHeader } from './ChatHeader';
import { Composer } from './Composer';
import type { ChatDialog } from './dialogs';
import { LeadDrawer } from './LeadDrawer';
import { MessageList } from './MessageList';
import { EmptyMessages, LoadingMessages, MessagesLoadError, useLoadFailure } from './MessageStates';
import { NotesDrawer } from './NotesDrawer';
import { RenameDialog } from './RenameDialog';
import { buildChatRows, mergeMessages } from './rules';
import { TemplatePicker } from './TemplatePicker';
import { useChatMessages } from './useChatMessages';
import { useChatSend } from './useChatSend';
import { useConversationOverride } from './useConversationOverride';
import { useConversationWindow } from './useConversationWindow';
import { useHeaderActions } from './useHeaderActions';

interface OpenChatProps {
  conversation: Conversation;
  onBack?: () => void;
  onConversationChange?: (patch: Partial<Conversation>) => void;
  dialog: ChatDialog | null;
  onDialogChange: (dialog: ChatDialog | null) => void;
}

/** An open conversation: header, messages and the footer input. */
export const OpenChat = ({
  conversation,
  onBack,
  onConversationChange,
  dialog,
  onDialogChange,
}: OpenChatProps) => {
  const { shown, applyPatch } = useConversationOverride(conversation, onConversationChange);
  const [followRequest, setFollowRequest] = useState(0);

  const { query, upsert } = useChatMessages(conversation.id);
  const { local, sending, send, retry } = useChatSend({
    conversation: shown,
    upsert,
    onConversationChange: applyPatch,
    onQueued: useCallback(() => setFollowRequest((count) => count + 1), []),
  });
  const header = useHeaderActions(shown, applyPatch);
  // Official numbers: past the 24-hour window only a template may go (issue 25).
  const serviceWindow = useConversationWindow(conversation.id, query.dataUpdatedAt);
  const pages = query.data?.pages;
  const rows = useMemo(() => buildChatRows(mergeMessages(pages ?? [], local)), [pages, local]);

  useRealtimeEvent(['ai_disabled_auto'], (event) => {
    if (event.conversationId === conversation.id) applyPatch({ isAiActive: false });
  });

  // Reading the newest page reads the chat on the server, and the pane reads it again after every
  // new message. While it is open, an unread count the list still carries was fetched before that
  // read: it is cleared here, so the card shows no stale badge once the operator moves on.
  const unread = shown.unreadCount;
  useEffect(() => {
    if (query.isSuccess && unread > 0) applyPatch({ unreadCount: 0 });
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
        onEditName={() => onDialogChange('rename')}
        onOpenNotes={() => onDialogChange('notes')}
        onOpenLead={shown.leadId ? () => onDialogChange('lead') : undefined}
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
      {serviceWindow?.applies && !serviceWindow.open ? (
        <TemplatePicker
          conversationId={shown.id}
          instanceId={shown.instanceId}
          onSent={(sent) => upsert([sent])}
        />
      ) : (
        <Composer sending={sending} onSend={(text) => void send(text)} />
      )}
      {dialog === 'rename' && (
        <RenameDialog
          currentName={shown.contactName}
          saving={header.busy === 'rename'}
          onSave={header.rename}
          onClose={() => onDialogChange(null)}
        />
      )}
      <NotesDrawer
        conversationId={conversation.id}
        open={dialog === 'notes'}
        onClose={() => onDialogChange(null)}
      />
      {shown.leadId && (
        <LeadDrawer leadId={shown.leadId} open={dialog === 'lead'} onClose={() => onDialogChange(null)} />
      )}
    </Box>
  );
};
