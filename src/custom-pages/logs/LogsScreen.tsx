import { Alert, Box, Card, CardContent, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { AdminOnly } from '../../ui/AdminOnly';
import { LiveScreenHeader } from '../../ui/LiveScreenHeader';
import { ComparisonTable } from './ComparisonTable';
import { DiagnosticsTab } from './DiagnosticsTab';
import { referenceOf } from './instanceHealth';
import { LogsTab } from './LogsTab';
import { useInstanceHealth } from './useInstanceHealth';

type TabName = 'comparison' | 'logs' | 'diagnostics';

const Summary = ({ label, value, color }: { label: string; value: number; color?: string }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" sx={{ color }}>
        {value.toLocaleString('pt-BR')}
      </Typography>
    </CardContent>
  </Card>
);

const Logs = () => {
  const t = useAppTranslate();
  const queryClient = useQueryClient();
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [tab, setTab] = useState<TabName>('comparison');
  const { rows, instances, isPending, isError } = useInstanceHealth(autoRefresh);
  const reference = referenceOf(rows);
  const working = rows.filter((row) => row.status === 'working').length;
  const refresh = () => {
    for (const key of [['instances'], ['diagnostic'], ['admin/logs']]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <LiveScreenHeader
        title={t('app.logs.title')}
        subtitle={t('app.logs.subtitle')}
        autoRefresh={autoRefresh}
        onAutoRefresh={setAutoRefresh}
        autoRefreshLabel={t('app.logs.autoRefresh')}
        refreshLabel={t('app.logs.refresh')}
        onRefresh={refresh}
      />
      {isError ? (
        <Alert severity="error">
          {t('app.diagnostic.toasts.loadError')}: {t('app.diagnostic.toasts.loadErrorDetail')}
        </Alert>
      ) : null}
      {isPending ? <LinearProgress /> : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <Summary label={t('app.logs.cards.working')} value={working} color="success.main" />
        <Summary label={t('app.logs.cards.broken')} value={rows.length - working} color="error.main" />
        <Summary
          label={t('app.logs.cards.criticalIssues')}
          value={rows.reduce((sum, row) => sum + row.report.issues.length, 0)}
        />
        <Summary
          label={t('app.logs.cards.messages')}
          value={rows.reduce(
            (sum, row) =>
              sum + (row.metrics ? row.metrics.behavior.inboundCount + row.metrics.behavior.aiReplyCount : 0),
            0,
          )}
        />
      </Box>
      {reference ? <Alert severity="info">{t('app.logs.reference', { name: reference.name })}</Alert> : null}
      {!isPending && instances.length === 0 ? (
        <Typography color="text.secondary">{t('app.logs.noInstances')}</Typography>
      ) : null}
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_event, value: TabName) => setTab(value)} variant="scrollable">
          <Tab value="comparison" label={t('app.logs.tabs.comparison')} />
          <Tab value="logs" label={t('app.logs.tabs.logs')} />
          <Tab value="diagnostics" label={t('app.logs.tabs.diagnostics')} />
        </Tabs>
      </Box>
      {tab === 'comparison' ? <ComparisonTable rows={rows} /> : null}
      {tab === 'logs' ? <LogsTab instances={instances} autoRefresh={autoRefresh} /> : null}
      {tab === 'diagnostics' ? <DiagnosticsTab rows={rows} /> : null}
    </Stack>
  );
};

/** Comparative diagnostics and the organization's real logs (spec 3 §2.13, DESIGN §6), for admins. */
const LogsScreen = () => (
  <AdminOnly resource="logslogs">
    <Logs />
  </AdminOnly>
);

export default LogsScreen;
