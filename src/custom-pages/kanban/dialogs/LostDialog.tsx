import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { LOST_REASONS } from '../../../../contract/constants';
import { LEAD_OUTCOME_MAX_LENGTH } from '../../../../contract/leads';
import type { MessageKey } from '../../../i18n/pt-BR';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { CUSTOM_LOST_REASON, lostReasonText } from '../rules/constants';

interface LostDialogProps {
  contact: string;
  /** The dealer's name, for '{name} não compra o carro da época'. */
  dealerName: string;
  saving: boolean;
  onCancel: () => void;
  onConfirm: (lostReason: string) => void;
}

/**
 * 'Lead Perdido: {contact}' (spec 2 §2.5, §5): a reason from the list, or the typed one when the
 * custom reason is chosen; nothing is sent until one is given.
 */
export const LostDialog = ({ contact, dealerName, saving, onCancel, onConfirm }: LostDialogProps) => {
  const t = useAppTranslate();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [custom, setCustom] = useState('');
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const isCustom = reason === CUSTOM_LOST_REASON;

  const confirm = () => {
    if (reason === '') return setProblem('app.kanban.lost.reasonRequired');
    if (isCustom && custom.trim() === '') return setProblem('app.kanban.lost.customRequired');
    setProblem(null);
    onConfirm(isCustom ? custom.trim() : lostReasonText(reason, dealerName));
  };

  return (
    <Dialog open onClose={saving ? undefined : onCancel} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('app.kanban.lost.title', { contact })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <Alert severity="warning">{t('app.kanban.lost.warning')}</Alert>
          <TextField
            select
            label={t('app.kanban.lost.reasonLabel')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
            slotProps={{
              select: {
                displayEmpty: true,
                renderValue: (value) =>
                  value === ''
                    ? t('app.kanban.lost.reasonPlaceholder')
                    : lostReasonText(String(value), dealerName),
              },
              inputLabel: { shrink: true },
            }}
          >
            {LOST_REASONS.map((option) => (
              <MenuItem key={option} value={option}>
                {lostReasonText(option, dealerName)}
              </MenuItem>
            ))}
          </TextField>
          {isCustom && (
            <TextField
              multiline
              minRows={3}
              autoFocus
              label={t('app.kanban.lost.customLabel')}
              placeholder={t('app.kanban.lost.customPlaceholder')}
              value={custom}
              onChange={(event) => {
                setCustom(event.target.value);
                setProblem(null);
              }}
              slotProps={{ htmlInput: { maxLength: LEAD_OUTCOME_MAX_LENGTH } }}
            />
          )}
          {problem && <Alert severity="error">{t(problem)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving}>
          {t('app.kanban.lost.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={saving}>
          {t('app.kanban.lost.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
