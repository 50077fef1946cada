import { useDroppable } from '@dnd-kit/core';
import { Box, Button, Chip, Paper, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { LeadStatus } from '../../../../contract/constants';
import type { Lead } from '../../../../contract/leads';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { COLUMN_PAGE_SIZE } from '../rules/constants';
import type { RenameContact } from './ContactName';
import { LeadCard } from './LeadCard';

interface BoardColumnProps {
  status: LeadStatus;
  leads: readonly Lead[];
  /** Leads of this status the server counted but did not send (beyond its per-status limit). */
  unshipped: number;
  now: Date;
  onRename: RenameContact;
  /** Height of the card list, so each column scrolls inside itself. */
  listHeight: string;
}

/**
 * A column (spec 2 §2.5): its name and count, then its cards. It renders 50 cards at a time, so a
 * column of hundreds stays quick to drag over.
 */
export const BoardColumn = ({ status, leads, unshipped, now, onRename, listHeight }: BoardColumnProps) => {
  const t = useAppTranslate();
  const titleId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const [limit, setLimit] = useState(COLUMN_PAGE_SIZE);
  const title = t(`app.kanban.columns.${status}`);
  const count = leads.length + unshipped;
  const rest = leads.length - limit;
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-lead-column={status}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
        bgcolor: isOver ? 'action.selected' : 'background.default',
        borderColor: isOver ? 'primary.main' : 'divider',
        transition: 'background-color 120ms, border-color 120ms',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }} noWrap>
          {title}
        </Typography>
        <Chip size="small" label={count} aria-label={t('app.kanban.column.count', { count })} />
      </Box>
      <Box
        role="list"
        aria-labelledby={titleId}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          px: 1,
          pb: 1,
          minHeight: 120,
          maxHeight: listHeight,
          overflowY: 'auto',
        }}
      >
        {leads.slice(0, limit).map((lead) => (
          <LeadCard key={lead.id} lead={lead} now={now} onRename={onRename} />
        ))}
        {leads.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
            {t('app.kanban.column.empty')}
          </Typography>
        )}
        {rest > 0 && (
          <Button size="small" onClick={() => setLimit((shown) => shown + COLUMN_PAGE_SIZE)}>
            {t('app.kanban.column.showMore', { count: rest })}
          </Button>
        )}
        {unshipped > 0 && (
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('app.kanban.column.truncated', { shown: leads.length, total: count })}
          </Typography>
        )}
      </Box>
    </Paper>
  );
};
