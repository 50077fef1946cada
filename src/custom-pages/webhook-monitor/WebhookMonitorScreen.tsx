import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  Stack,
  Switch,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { AdminOnly } from '../../ui/AdminOnly';
import { ComparisonTab } from './ComparisonTab';
import { useMonitorComparison, useMonitorStatus, useRefreshMonitor } from './monitorQueries';
import { RecentWebhooks } from './RecentWebhooks';
import { StatusCards } from './StatusCards';
import { TestPanel } from './TestPanel';

const Monitor = () => {
  const t = useAppTranslate();
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [tab, setTab] = useState<'recent' | 'comparison'>('recent');
  const status = useMonitorStatus(autoRefresh);
  const comparison = useMonitorComparison(autoRefresh);
  const refresh = useRefreshMonitor();
  const instances = status.data?.status.last24Hours ?? [];

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {t('app.monitor.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('app.monitor.subtitle')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <FormControlLabel
            control={
              <Switch checked={autoRefresh} onChange={(event) => setAutoRefresh(event.target.checked)} />
            }
            label={t('app.monitor.autoRefresh')}
          />
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh}>
            {t('app.monitor.refresh')}
          </Button>
        </Stack>
      </Stack>
      {status.isError ? <Alert severity="error">{t('app.monitor.loadError')}</Alert> : null}
      {status.data ? (
        <StatusCards status={status.data.status} />
      ) : status.isPending ? (
        <CircularProgress />
      ) : null}
      <TestPanel instances={instances} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, value: 'recent' | 'comparison') => setTab(value)}
          variant="scrollable"
        >
          <Tab value="recent" label={t('app.monitor.tabs.recent')} />
          <Tab value="comparison" label={t('app.monitor.tabs.comparison')} />
        </Tabs>
      </Box>
      {tab === 'recent' ? <RecentWebhooks instances={instances} autoRefresh={autoRefresh} /> : null}
      {tab === 'comparison' ? (
        comparison.data ? (
          <ComparisonTab comparison={comparison.data.comparison} />
        ) : comparison.isError ? (
          <Alert severity="error">{t('app.monitor.loadError')}</Alert>
        ) : (
          <CircularProgress />
        )
      ) : null}
      <Typography variant="caption" color="text.secondary">
        {t('app.monitor.retention', { days: status.data?.status.retentionDays ?? 30 })}
      </Typography>
    </Stack>
  );
};

/** The webhook pipeline monitor (spec 3 §2.11), for admins. */
const WebhookMonitorScreen = () => (
  <AdminOnly resource="webhook-monitor">
    <Monitor />
  </AdminOnly>
);

export default WebhookMonitorScreen;
