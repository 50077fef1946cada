import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConversationWindow } from '../../../../contract/message-templates';
import type { AppDataProvider } from '../../../providers/dataProvider';

/**
 * Whether the operator may type in this chat (official numbers close it 24 h after the customer's
 * last message). Asked again whenever the chat's messages are read again, so a customer's reply
 * reopens it without a reload.
 */
export const useConversationWindow = (
  conversationId: string,
  /** When the chat's messages were last read: a new message reads the window again. */
  messagesReadAt: number,
): ConversationWindow | undefined => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['conversation-window', conversationId, messagesReadAt],
    queryFn: () => dataProvider.conversationWindow(conversationId),
    staleTime: 60_000,
  });
  return data;
};
