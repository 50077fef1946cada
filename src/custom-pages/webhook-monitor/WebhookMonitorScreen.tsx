import { Alert, Box, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { AdminOnly } from '../../ui/AdminOnly';
import { LiveScreenHeader } from '../../ui/LiveScreenHeader';
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
      <LiveScreenHeader
        title={t('app.monitor.title')}
        subtitle={t('app.monitor.subtitle')}
        autoRefresh={autoRefresh}
        onAutoRefresh={setAutoRefresh}
        autoRefreshLabel={t('app.monitor.autoRefresh')}
        refreshLabel={t('app.monitor.refresh')}
        onRefresh={refresh}
      />
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
