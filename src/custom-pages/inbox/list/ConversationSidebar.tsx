import { Box } from '@mui/material';
import { memo, useCallback, useEffect, useMemo } from 'react';
import type { Conversation } from '../../../../contract/inbox';
import { useToast } from '../../../ui/useToast';
import type { ChatDialog } from '../chat/dialogs';
import { type CardSwitch, useCardSwitches } from '../data/useCardSwitches';
import { useGlobalSwitches } from '../data/useGlobalSwitches';
import { useInboxInstances } from '../data/useInboxInstances';
import { AttentionFilter } from './AttentionFilter';
import { ConversationList } from './ConversationList';
import { GlobalSwitchButtons } from './GlobalSwitchButtons';
import { InstanceFilter } from './InstanceFilter';
import { ListEmpty, ListError, ListLoading, listFailureMessage } from './ListStates';
import { SearchBox } from './SearchBox';

/** The parts of the paged list's query the pane shows; `fetchNextPage` and `refetch` keep their identity. */
export interface ConversationListState {
  error: Error | null;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

interface ConversationSidebarProps {
  instanceId: string | null;
  onInstanceChange: (instanceId: string | null) => void;
  searchText: string;
  onSearchChange: (text: string) => void;
  /** The search the list was asked for (the typed text once it settles). */
  searching: boolean;
  /** The "precisa de atenção" filter. */
  attentionOnly: boolean;
  onAttentionChange: (only: boolean) => void;
  /** What the list's query says, read field by field: its result object is new on every render. */
  list: ConversationListState;
  rows: readonly Conversation[];
  selectedId: string | null;
  onSelect: (conversation: Conversation) => void;
  onOpenDialog: (conversation: Conversation, dialog: ChatDialog) => void;
}

/**
 * The left pane of the inbox (spec 2 §2.4): filter, global switches, search and the cards.
 * Memoized: the inbox renders again whenever react-admin's routes or session settle, and the pane
 * (with every card) then has nothing new to draw.
 */
export const ConversationSidebar = memo(function ConversationSidebar({
  instanceId,
  onInstanceChange,
  searchText,
  onSearchChange,
  searching,
  attentionOnly,
  onAttentionChange,
  list,
  rows,
  selectedId,
  onSelect,
  onOpenDialog,
}: ConversationSidebarProps) {
  const toast = useToast();
  const { instances } = useInboxInstances();
  const global = useGlobalSwitches(instanceId, instances);
  const switches = useCardSwitches();
  const connectedByInstance = useMemo(
    () => new Map(instances.map((instance) => [instance.id, instance.isConnected])),
    [instances],
  );

  // Spec 2 §8: a failed load is reported, whether first page or a later one.
  const { error, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = list;
  useEffect(() => {
    if (!error) return;
    const message = listFailureMessage(error);
    toast({ title: message.key, titleArgs: message.args, type: 'error' });
  }, [error, toast]);

  const { toggle, isBusy } = switches;
  const toggleCard = useCallback(
    (conversation: Conversation, kind: CardSwitch) => void toggle(conversation, kind),
    [toggle],
  );

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Box sx={{ height: '100%', minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Box
        sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <InstanceFilter value={instanceId} instances={instances} onChange={onInstanceChange} />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <GlobalSwitchButtons ai={global.ai} followUp={global.followUp} single={instanceId !== null} />
        </Box>
        <AttentionFilter selected={attentionOnly} onChange={onAttentionChange} />
        <SearchBox value={searchText} onChange={onSearchChange} />
      </Box>
      {rows.length > 0 ? (
        <ConversationList
          rows={rows}
          selectedId={selectedId}
          connectedByInstance={connectedByInstance}
          hasMore={hasNextPage}
          loadingMore={isFetchingNextPage}
          onLoadMore={loadMore}
          onSelect={onSelect}
          onOpenDialog={onOpenDialog}
          onToggle={toggleCard}
          isBusy={isBusy}
        />
      ) : list.isPending ? (
        <ListLoading />
      ) : list.isError ? (
        <ListError error={error} onRetry={() => void refetch()} />
      ) : (
        <ListEmpty searching={searching} />
      )}
    </Box>
  );
});
