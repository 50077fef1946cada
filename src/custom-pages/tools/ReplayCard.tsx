import ReplayIcon from '@mui/icons-material/Replay';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { LinkBase, useDataProvider } from 'react-admin';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { errorCodeOf, serverMessageOf } from '../../providers/httpError';
import { useToast } from '../../ui/useToast';

/**
 * What went wrong, in words the user can act on. A processed event keeps its content only with the
 * debug mode on, so the server refuses to replay it: the page says how to make the next one
 * replayable instead of showing the refusal's code.
 */
const useReasonOf = () => {
  const t = useAppTranslate();
  return (error: unknown) =>
    errorCodeOf(error) === 'not_replayable'
      ? t('app.tools.replay.notReplayable')
      : (serverMessageOf(error) ?? (error instanceof Error ? error.message : undefined));
};

/** Runs a stored webhook event through the intake again (deduplication keeps it safe). */
export const ReplayCard = () => {
  const t = useAppTranslate();
  const api = useDataProvider<AppDataProvider>();
  const toast = useToast();
  const reasonOf = useReasonOf();
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
