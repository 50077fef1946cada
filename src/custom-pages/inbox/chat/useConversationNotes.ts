import { useCallback, useState } from 'react';
import { useCreate, useInfiniteGetList } from 'react-admin';
import { NOTE_PAGE_SIZE } from '../../../../contract/constants';
import type { ConversationNote } from '../../../../contract/inbox';
import { serverMessageOf } from '../../../providers/httpError';
import { useToast } from '../../../ui/useToast';

/**
 * Internal notes of a conversation (the `notes` resource), newest first, loaded only while the
 * panel is open.
 */
export const useConversationNotes = (conversationId: string, open: boolean) => {
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [create] = useCreate<ConversationNote>();
  const query = useInfiniteGetList<ConversationNote>(
    'notes',
    {
      pagination: { page: 1, perPage: NOTE_PAGE_SIZE },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { conversationId },
    },
    { enabled: open, retry: 1, refetchOnWindowFocus: false },
  );

  /** Resolves whether the note was stored, so the form knows to clear. */
  const add = useCallback(
    async (text: string): Promise<boolean> => {
      setAdding(true);
      try {
        // Creating through react-admin refreshes the resource's lists, this panel's included.
        await create('notes', { data: { conversationId, text } }, { returnPromise: true });
        toast({ title: 'app.chat.notes.added', type: 'success' });
        return true;
      } catch (error) {
        toast({ title: 'app.chat.notes.addFailed', detail: serverMessageOf(error), type: 'error' });
        return false;
      } finally {
        setAdding(false);
      }
    },
    [create, conversationId, toast],
  );

  const notes: ConversationNote[] = query.data?.pages.flatMap((page) => page.data) ?? [];
  return { query, notes, add, adding };
};
