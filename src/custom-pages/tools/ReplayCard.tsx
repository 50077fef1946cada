import ReplayIcon from '@mui/icons-material/Replay';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { LinkBase, useDataProvider } from 'react-admin';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useToast } from '../../ui/useToast';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

/** Runs a stored webhook event through the intake again (deduplication keeps it safe). */
export const ReplayCard = () => {
  const t = useAppTranslate();
  const api = useDataProvider<AppDataProvider>();
  const toast = useToast();
  const [webhookId, setWebhookId] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const result = await api.replayWebhook(webhookId.trim());
      toast({ title: 'app.tools.replay.done', detail: result.message, type: 'success' });
    } catch (error) {
      toast({ title: 'app.tools.replay.failed', detail: reasonOf(error), type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6">{t('app.tools.replay.title')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('app.tools.replay.detail')}
          </Typography>
          <TextField
            size="small"
            label={t('app.tools.replay.webhookId')}
            value={webhookId}
            onChange={(event) => setWebhookId(event.target.value)}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              variant="contained"
              startIcon={<ReplayIcon />}
              disabled={busy || webhookId.trim().length === 0}
              onClick={() => void run()}
            >
              {t('app.tools.replay.button')}
            </Button>
            <Button component={LinkBase} to="/webhook-monitor">
              {t('app.tools.replay.monitor')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};
