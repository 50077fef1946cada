import ScienceIcon from '@mui/icons-material/Science';
import { Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { InstanceWindowCounts } from '../../../contract/monitor';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useToast } from '../../ui/useToast';
import { TEST_REFETCH_DELAY_MS, useRefreshMonitor } from './monitorQueries';

/**
 * The test buttons: one instance, or every instance. Each test is a synthetic customer message
 * through the instance's real intake; its record shows in the list (marked as a test).
 */
export const TestPanel = ({ instances }: { instances: readonly InstanceWindowCounts[] }) => {
  const t = useAppTranslate();
  const api = useDataProvider<AppDataProvider>();
  const toast = useToast();
  const refresh = useRefreshMonitor();
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const selected = chosen || instances[0]?.instanceId || '';

  const run = async (ids: string[]) => {
    setBusy(true);
    try {
      const results = [];
      for (const instanceId of ids) {
        results.push(await api.monitorTest({ instanceId, testType: 'monitoring_test' }));
      }
      toast({ title: 'app.monitor.test.done', detail: results.at(-1)?.message, type: 'success' });
    } catch (error) {
      toast({
        title: 'app.monitor.test.failed',
        detail: error instanceof Error ? error.message : undefined,
        type: 'error',
      });
    } finally {
      setBusy(false);
      setTimeout(refresh, TEST_REFETCH_DELAY_MS);
    }
  };

  if (instances.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('app.monitor.test.instance')}
          value={selected}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          {instances.map((instance) => (
            <MenuItem key={instance.instanceId} value={instance.instanceId}>
              {instance.instanceName} · {instance.instancePhone}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={<ScienceIcon />}
          disabled={busy || !selected}
          onClick={() => void run([selected])}
        >
          {busy ? t('app.monitor.test.sending') : t('app.monitor.test.send')}
        </Button>
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => void run(instances.map((instance) => instance.instanceId))}
        >
          {t('app.monitor.test.sendAll')}
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t('app.monitor.test.hint')}
      </Typography>
    </Paper>
  );
};
