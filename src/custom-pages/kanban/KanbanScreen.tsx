import { Box, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import type { LeadStatus } from '../../../contract/constants';
import type { Lead } from '../../../contract/leads';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { useDebouncedValue } from '../inbox/list/useDebouncedValue';
import { BoardFailed, BoardLoading } from './BoardStates';
import { BoardToolbar } from './BoardToolbar';
import { LeadBoard } from './board/LeadBoard';
import { useLeadBoard } from './data/leadBoardQueries';
import { useBoardInstances } from './data/useBoardInstances';
import { useBoardRoute } from './data/useBoardRoute';
import { useLiveLeads } from './data/useLiveLeads';
import { useMoveLead } from './data/useMoveLead';
import { useRenameContact } from './data/useRenameContact';
import { OutcomeDialog } from './dialogs/OutcomeDialog';
import { groupByStatus, matchesLeadSearch, unshippedByStatus } from './rules/board';

/** The server is asked once the user stops typing for this long; the board filters at once. */
const SEARCH_DEBOUNCE_MS = 300;

/** `/kanban` (spec 2 §2.5): the five columns, their search and instance filter, and the drops' dialogs. */
export const KanbanScreen = () => {
  const t = useAppTranslate();
  const route = useBoardRoute();
  const instances = useBoardInstances();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const query = useLeadBoard({ instanceId: route.instanceId, search });
  useLiveLeads();
  const move = useMoveLead();
  const rename = useRenameContact();
  const board = query.data;

  const columns = useMemo(
    () =>
      groupByStatus(
        (board?.leads ?? []).filter(
          (lead) =>
            (route.instanceId === null || lead.instanceId === route.instanceId) &&
            matchesLeadSearch(lead, searchText),
        ),
      ),
    [board, route.instanceId, searchText],
  );
  const unshipped = useMemo(() => (board ? unshippedByStatus(board) : null), [board]);

  const { openDialog } = route;
  const drop = useCallback(
    (lead: Lead, status: LeadStatus) => {
      // Losing and selling ask first (spec 2 §4); every other column takes the card at once.
      if (status === 'closed_lost') openDialog(lead.id, 'lost');
      else if (status === 'closed_won') openDialog(lead.id, 'sold');
      else move.mutate({ lead, move: { status } });
    },
    [openDialog, move],
  );
  const renameContact = useCallback(
    (conversationId: string, contactName: string) => rename.mutate({ conversationId, contactName }),
    [rename],
  );

  const dialogLead = route.dialog ? board?.leads.find((lead) => lead.id === route.dialog?.leadId) : undefined;

  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {t('app.pages.kanban')}
        </Typography>
        <BoardToolbar
          search={searchText}
          onSearchChange={setSearchText}
          instanceId={route.instanceId}
          instances={instances}
          onInstanceChange={route.setInstance}
        />
      </Box>
      {board && unshipped ? (
        <LeadBoard columns={columns} unshipped={unshipped} onDrop={drop} onRename={renameContact} />
      ) : query.error ? (
        <BoardFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <BoardLoading />
      )}
      {route.dialog && dialogLead && (
        <OutcomeDialog
          outcome={route.dialog.outcome}
          lead={dialogLead}
          dealerName={board?.organizationName || dialogLead.instanceName}
          saving={move.isPending}
          onCancel={route.closeDialog}
          onConfirm={(change) =>
            move.mutate({ lead: dialogLead, move: change }, { onSuccess: route.closeDialog })
          }
        />
      )}
    </Box>
  );
};
