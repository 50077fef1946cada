import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, TextField, Typography } from '@mui/material';
import { type SyntheticEvent, useState } from 'react';
import { CONTACT_NAME_MAX_LENGTH } from '../../../../contract/inbox-limits';
import type { Lead } from '../../../../contract/leads';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { hasDistinctName, leadTitle } from '../rules/card';

export type RenameContact = (conversationId: string, contactName: string) => void;

/** Typing and selecting text in the field must not start a drag of the card around it. */
const keepInside = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The card's title with its pencil (spec 2 §4): Enter or the check saves, Escape or the cross
 * discards; only a non-empty name that differs from the current one is sent.
 */
export const ContactName = ({ lead, onRename }: { lead: Lead; onRename?: RenameContact }) => {
  const t = useAppTranslate();
  const [draft, setDraft] = useState<string | null>(null);
  const title = leadTitle(lead);

  const save = () => {
    const name = (draft ?? '').trim();
    setDraft(null);
    if (name === '' || name === lead.contactName.trim()) return;
    onRename?.(lead.conversationId, name);
  };

  if (draft === null) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0, flex: 1 }}>
        <Typography
          component="h3"
          variant="subtitle2"
          title={title}
          // Two lines, then an ellipsis: a long name stays readable on touch screens, with no hover.
          sx={{
            fontWeight: 600,
            minWidth: 0,
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {title}
        </Typography>
        {onRename && (
          <IconButton
            size="small"
            aria-label={t('app.kanban.card.editName')}
            onClick={() => setDraft(hasDistinctName(lead) ? lead.contactName.trim() : '')}
            sx={{ ml: 0.25 }}
          >
            <EditIcon sx={{ fontSize: 16 }} />
          </IconButton>
        )}
      </Box>
    );
  }

  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 0.25, minWidth: 0, flex: 1 }}
      onMouseDown={keepInside}
      onTouchStart={keepInside}
      onKeyDown={keepInside}
    >
      <TextField
        size="small"
        margin="none"
        autoFocus
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            setDraft(null);
          }
        }}
        placeholder={t('app.kanban.card.namePlaceholder')}
        slotProps={{
          htmlInput: {
            maxLength: CONTACT_NAME_MAX_LENGTH,
            'aria-label': t('app.kanban.card.namePlaceholder'),
          },
        }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <IconButton size="small" color="primary" aria-label={t('app.kanban.card.saveName')} onClick={save}>
        <CheckIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={t('app.kanban.card.cancelName')} onClick={() => setDraft(null)}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
};
