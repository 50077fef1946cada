import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { serverMessageOf } from '../../../providers/httpError';
import { useToast } from '../../../ui/useToast';
import { type LeadBoardData, renameInBoard } from '../rules/board';
import { LEAD_BOARD_ROOT } from './leadBoardQueries';

/** Other screens' lists that show the contact's name (react-admin's and the inbox's). */
const CONVERSATION_LISTS = ['conversations', 'inbox-conversations', 'inbox-conversation'] as const;

/** 'Nome do contato' on a card (spec 2 §4, §7): on success the leads and conversation lists are refreshed. */
export const useRenameContact = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation<unknown, Error, { conversationId: string; contactName: string }>({
    mutationFn: ({ conversationId, contactName }) => dataProvider.renameContact(conversationId, contactName),
    onSuccess: (_answer, { conversationId, contactName }) => {
      queryClient.setQueriesData<LeadBoardData>({ queryKey: [LEAD_BOARD_ROOT] }, (board) =>
        board ? renameInBoard(board, conversationId, contactName) : board,
      );
      void queryClient.invalidateQueries({ queryKey: [LEAD_BOARD_ROOT] });
      for (const key of CONVERSATION_LISTS) void queryClient.invalidateQueries({ queryKey: [key] });
      toast({ title: 'app.kanban.toast.renamed', type: 'success' });
    },
    onError: (error) => {
      toast({ title: 'app.kanban.toast.renameFailed', detail: serverMessageOf(error), type: 'error' });
    },
  });
};
