import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { TradeIn } from '../../../contract/financing';
import type { MessageKey } from '../../i18n/pt-BR';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf, serverMessageOf } from '../../providers/httpError';
import { useToast } from '../../ui/useToast';
import { bodyOf, draftOf, emptyDraft, type TradeInDraft } from './tradeInForm';

const FIELDS: readonly { name: keyof TradeInDraft; label: MessageKey; numeric?: boolean }[] = [
  { name: 'make', label: 'app.tradeIn.fields.make' },
  { name: 'model', label: 'app.tradeIn.fields.model' },
  { name: 'year', label: 'app.tradeIn.fields.year', numeric: true },
  { name: 'km', label: 'app.tradeIn.fields.km', numeric: true },
  { name: 'plate', label: 'app.tradeIn.fields.plate' },
];

/** Staff register the customer's car on the lead, or correct what the AI registered. */
export const TradeInDialog = ({
  leadId,
  tradeIn,
  onClose,
}: {
  leadId: string;
  tradeIn: TradeIn | undefined;
  onClose: () => void;
}) => {
  const t = useAppTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TradeInDraft>(tradeIn ? draftOf(tradeIn) : emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => {
      const body = bodyOf(draft);
      return tradeIn
        ? dataProvider.update('trade-ins', { id: tradeIn.id, data: body, previousData: tradeIn })
        : dataProvider.create('trade-ins', { data: { ...body, leadId } });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['trade-ins'] });
      toast({ title: 'app.tradeIn.saved', type: 'success' });
      onClose();
    },
    onError: (failure) => {
      setErrors(Object.fromEntries(fieldErrorsOf(failure).map((issue) => [issue.field, issue.message])));
      toast({ title: 'app.tradeIn.saveFailed', detail: serverMessageOf(failure), type: 'error' });
    },
  });
  const set = (name: keyof TradeInDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t(tradeIn ? 'app.tradeIn.edit' : 'app.tradeIn.register')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={t(field.label)}
              value={draft[field.name]}
              onChange={set(field.name)}
              error={errors[field.name] !== undefined}
              helperText={errors[field.name]}
              slotProps={{ htmlInput: field.numeric ? { inputMode: 'numeric' } : { maxLength: 80 } }}
              fullWidth
            />
          ))}
          <TextField
            label={t('app.tradeIn.fields.conditionNotes')}
            value={draft.conditionNotes}
            onChange={set('conditionNotes')}
            error={errors.conditionNotes !== undefined}
            helperText={errors.conditionNotes}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
            multiline
            minRows={2}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.common.cancel')}</Button>
        <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending}>
          {t('app.tradeIn.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
