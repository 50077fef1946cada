import ScienceIcon from '@mui/icons-material/Science';
import { Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PlaygroundResponse } from '../../../contract/tools';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useToast } from '../../ui/useToast';
import { InstanceSelect, useChosenInstance } from './InstanceSelect';
import { PlaygroundResult } from './PlaygroundResult';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

/**
 * The prompt playground: a customer's message tried against the chosen instance's real AI settings.
 * The server stores nothing and sends nothing; the result says what the AI would answer and why.
 */
export const PlaygroundCard = () => {
  const t = useAppTranslate();
  const api = useDataProvider<AppDataProvider>();
  const toast = useToast();
  const [chosen, setChosen] = useState('');
  const { instances, selected } = useChosenInstance(chosen);
  const [message, setMessage] = useState('');
  const [contactName, setContactName] = useState('');
  const trial = useMutation<PlaygroundResponse, Error, void>({
    mutationFn: () =>
      api.tryPrompt(selected, {
        message: message.trim(),
        ...(contactName.trim() && { contactName: contactName.trim() }),
      }),
    onError: (error) =>
      toast({ title: 'app.tools.playground.failed', detail: reasonOf(error), type: 'error' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected && message.trim()) trial.mutate();
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack component="form" spacing={1.5} onSubmit={submit} aria-label={t('app.tools.playground.title')}>
          <Typography variant="h6" component="h2">
            {t('app.tools.playground.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('app.tools.playground.detail')}
          </Typography>
          <InstanceSelect instances={instances} value={selected} onChange={setChosen} />
          <TextField
            label={t('app.tools.playground.message')}
            helperText={t('app.tools.playground.messageHelp')}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <TextField
            size="small"
            label={t('app.tools.playground.contactName')}
            value={contactName}
            onChange={(event) => setContactName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={trial.isPending ? <CircularProgress size={18} color="inherit" /> : <ScienceIcon />}
            disabled={trial.isPending || !selected || message.trim().length === 0}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {t(trial.isPending ? 'app.tools.playground.running' : 'app.tools.playground.button')}
          </Button>
          {trial.data && <PlaygroundResult result={trial.data} />}
        </Stack>
      </CardContent>
    </Card>
  );
};
