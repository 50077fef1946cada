import { Box, Typography } from '@mui/material';
import { memo } from 'react';
import type { Conversation } from '../../../../contract/inbox';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import type { ChatDialog } from './dialogs';
import { OpenChat } from './OpenChat';

export interface ChatPaneProps {
  /** The open conversation; null shows the "select a conversation" state. */
  conversation: Conversation | null;
  /** Present on a phone: the header shows 'Voltar', which returns to the list. */
  onBack?: () => void;
  /** Told when the header renames the contact or switches AI / follow-up, so the list follows. */
  onConversationChange?: (patch: Partial<Conversation>) => void;
  /** The dialog open over the conversation (kept in the URL by the inbox), or null. */
  dialog: ChatDialog | null;
  onDialogChange: (dialog: ChatDialog | null) => void;
}

/**
 * The right pane of the inbox (spec 2 §2.4): the open conversation, or an invitation to open one.
 * Memoized, as the list beside it: the inbox's own renders (react-admin settling) change none of
 * its props.
 */
export const ChatPane = memo(function ChatPane({
  conversation,
  onBack,
  onConversationChange,
  dialog,
  onDialogChange,
}: ChatPaneProps) {
  const t = useAppTranslate();
  if (!conversation) {
    return (
      <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
        <Typography color="text.secondary" textAlign="center">
          {t('app.chat.noConversation')}
        </Typography>
      </Box>
    );
  }
  // A new conversation starts from a clean pane: no pending sends, pills or dialogs of the last one.
  return (
    <OpenChat
      key={conversation.id}
      conversation={conversation}
      onBack={onBack}
      onConversationChange={onConversationChange}
      dialog={dialog}
      onDialogChange={onDialogChange}
    />
  );
});
