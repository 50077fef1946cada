import SyncIcon from '@mui/icons-material/Sync';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useToast } from '../../ui/useToast';
import { InstanceSelect, useChosenInstance } from './InstanceSelect';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

/** Points the gateway's webhook of an instance at this server again. */
export const ResyncCard = () => {
  const t = useAppTranslate();
  const api = useDataProvider<AppDataProvider>();
  const toast = useToast();
  const [chosen, setChosen] = useState('');
  const { instances, selected } = useChosenInstance(chosen);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const result = await api.resyncWebhook(selected);
      toast({
        title: result.success ? 'app.tools.resync.done' : 'app.tools.resync.failed',
        detail: `${result.message} (${result.url})`,
        type: result.success ? 'success' : 'error',
      });
    } catch (error) {
      toast({ title: 'app.tools.resync.failed', detail: reasonOf(error), type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6">{t('app.tools.resync.title')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('app.tools.resync.detail')}
          </Typography>
          <InstanceSelect instances={instances} value={selected} onChange={setChosen} />
          <Button
            variant="contained"
            startIcon={<SyncIcon />}
            disabled={busy || !selected}
            onClick={() => void run()}
          >
            {t('app.tools.resync.button')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
