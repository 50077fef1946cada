import ReplayIcon from '@mui/icons-material/Replay';
import SyncIcon from '@mui/icons-material/Sync';
import { Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { LinkBase, useGetList } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Instance } from '../../../contract/instances';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { useToast } from '../dashboard/useToast';
import { AdminOnly } from '../observe/AdminOnly';
import { useObserveApi } from '../observe/ObserveApiContext';

const ALL = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' as const } };
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

const ResyncCard = () => {
  const t = useAppTranslate();
  const api = useObserveApi();
  const toast = useToast();
  const { search } = useLocation();
  const { data: instances = [] } = useGetList<Instance>('instances', ALL);
  const [chosen, setChosen] = useState(new URLSearchParams(search).get('instanceId') ?? '');
  const [busy, setBusy] = useState(false);
  const selected = chosen || instances[0]?.id || '';
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
          <TextField
            select
            size="small"
            label={t('app.tools.instance')}
            value={selected}
            onChange={(event) => setChosen(event.target.value)}
          >
            {instances.map((instance) => (
              <MenuItem key={instance.id} value={instance.id}>
                {instance.name} · {instance.phone}
              </MenuItem>
            ))}
          </TextField>
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

const ReplayCard = () => {
  const t = useAppTranslate();
  const api = useObserveApi();
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

/** The admin's workbench (/tools). */
const ToolsScreen = () => {
  const t = useAppTranslate();
  return (
    <AdminOnly resource="tools">
      <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, maxWidth: 960 }}>
        <Typography variant="h5" component="h1">
          {t('app.tools.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('app.tools.subtitle')}
        </Typography>
        <ResyncCard />
        <ReplayCard />
      </Stack>
    </AdminOnly>
  );
};

export default ToolsScreen;
