import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConversationNote, NotePage } from '../../../../contract/inbox';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { serverMessageOf } from '../../../providers/httpError';
import { useToast } from '../../../ui/useToast';

const notesKey = (conversationId: string) => ['chat-notes', conversationId] as const;

/** Internal notes of a conversation, newest first, loaded only while the panel is open. */
export const useConversationNotes = (conversationId: string, open: boolean) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const query = useInfiniteQuery({
    queryKey: notesKey(conversationId),
    queryFn: ({ pageParam }) => dataProvider.listNotes(conversationId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: NotePage, pages: NotePage[]) => (last.hasMore ? pages.length + 1 : undefined),
    enabled: open,
    retry: 1,
    refetchOnWindowFocus: false,
  });

  /** Resolves whether the note was stored, so the form knows to clear. */
  const add = useCallback(
    async (text: string): Promise<boolean> => {
      setAdding(true);
      try {
        const note = await dataProvider.addNote(conversationId, text);
        queryClient.setQueryData<InfiniteData<NotePage, number>>(notesKey(conversationId), (old) => {
          if (!old) return old;
          const [first, ...rest] = old.pages;
          const head: NotePage = { notes: [note, ...(first?.notes ?? [])], hasMore: first?.hasMore ?? false };
          return { ...old, pages: [head, ...rest] };
        });
        toast({ title: 'app.chat.notes.added', type: 'success' });
        return true;
      } catch (error) {
        toast({ title: 'app.chat.notes.addFailed', detail: serverMessageOf(error), type: 'error' });
        return false;
      } finally {
        setAdding(false);
      }
    },
    [dataProvider, conversationId, queryClient, toast],
  );

  const notes: ConversationNote[] = query.data?.pages.flatMap((page) => page.notes) ?? [];
  return { query, notes, add, adding };
};
