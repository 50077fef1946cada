import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { SALE_CHANNELS } from '../../../../contract/constants';
import { LEAD_OUTCOME_MAX_LENGTH } from '../../../../contract/leads';
import type { MessageKey } from '../../../i18n/pt-BR';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { CUSTOM_SALE_CHANNEL } from '../rules/constants';
import {
  EMPTY_EXTRAS,
  parseSaleValue,
  type SaleExtras,
  type SaleExtrasDraft,
  SaleExtrasFields,
} from './SaleExtrasFields';

interface SoldDialogProps {
  contact: string;
  /** The lead's source name: preselected when it is one of the channels (staff can change it). */
  defaultChannel?: string;
  saving: boolean;
  onCancel: () => void;
  onConfirm: (soldChannel: string, extras: SaleExtras) => void;
}

/**
 * 'Venda Confirmada: {contact}' (spec 2 §2.5, §5): one of the 15 channels in a two-column grid, or
 * the typed one when the custom channel is chosen; 'Salvando...' while the sale is sent.
 */
export const SoldDialog = ({ contact, defaultChannel, saving, onCancel, onConfirm }: SoldDialogProps) => {
  const t = useAppTranslate();
  const titleId = useId();
  const channelsId = useId();
  // A source typed by staff ("webmotors") still names the channel ("Webmotors").
  const [channel, setChannel] = useState<string>(
    () =>
      SALE_CHANNELS.find(
        (name) => name.toLocaleLowerCase('pt-BR') === defaultChannel?.trim().toLocaleLowerCase('pt-BR'),
      ) ?? '',
  );
  const [custom, setCustom] = useState('');
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [extras, setExtras] = useState<SaleExtrasDraft>(EMPTY_EXTRAS);
  const isCustom = channel === CUSTOM_SALE_CHANNEL;

  const confirm = () => {
    if (channel === '') return setProblem('app.kanban.sold.channelRequired');
    if (isCustom && custom.trim() === '') return setProblem('app.kanban.sold.customRequired');
    const saleValue = parseSaleValue(extras.value);
    if (saleValue === undefined) return setProblem('app.bonusLeads.sold.valueInvalid');
    setProblem(null);
    onConfirm(isCustom ? custom.trim() : channel, { saleValue, saleItems: extras.items });
  };

  return (
    <Dialog open onClose={saving ? undefined : onCancel} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('app.kanban.sold.title', { contact })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <Alert severity="info">{t('app.kanban.sold.warning')}</Alert>
          <Typography id={channelsId} variant="subtitle2">
            {t('app.kanban.sold.channelLabel')}
          </Typography>
          <Box
            role="group"
            aria-labelledby={channelsId}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              gap: 1,
              maxHeight: '15rem',
              overflowY: 'auto',
              p: 0.25,
            }}
          >
            {SALE_CHANNELS.map((option) => (
              <Button
                key={option}
                size="small"
                variant={channel === option ? 'contained' : 'outlined'}
                aria-pressed={channel === option}
                onClick={() => {
                  setChannel(option);
                  setProblem(null);
                }}
                sx={{ textTransform: 'none', justifyContent: 'flex-start', textAlign: 'left' }}
              >
                {option}
              </Button>
            ))}
          </Box>
          {isCustom && (
            <TextField
              multiline
              minRows={2}
              autoFocus
              label={t('app.kanban.sold.customLabel')}
              placeholder={t('app.kanban.sold.customPlaceholder')}
              value={custom}
              onChange={(event) => {
                setCustom(event.target.value);
                setProblem(null);
              }}
              slotProps={{ htmlInput: { maxLength: LEAD_OUTCOME_MAX_LENGTH } }}
            />
          )}
          <SaleExtrasFields value={extras} onChange={setExtras} />
          {problem && <Alert severity="error">{t(problem)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving}>
          {t('app.kanban.sold.cancel')}
        </Button>
        <Button variant="contained" color="success" onClick={confirm} disabled={saving}>
          {saving ? t('app.kanban.sold.saving') : t('app.kanban.sold.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
