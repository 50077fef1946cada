import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCanAccess } from 'react-admin';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { usePlanStatus } from '../../layout/planStatus';
import { ActivityHeatMap } from './ActivityHeatMap';
import { AiBlock } from './AiBlock';
import { AppointmentsBlock } from './AppointmentsBlock';
import { ComputedNote } from './ComputedNote';
import { FunnelBlock } from './FunnelBlock';
import { LossesBlock } from './LossesBlock';
import { RecalculateButton } from './RecalculateButton';
import { ReportBlock } from './ReportBlock';
import { ReportFiltersBar } from './ReportFiltersBar';
import { ResponseTimesBlock } from './ResponseTimesBlock';
import { SellersBlock } from './SellersBlock';
import { SourcesBlock } from './SourcesBlock';
import { isPlanLocked, useReport } from './useReport';
import { useReportFilters } from './useReportFilters';

/**
 * `/relatorios`: a manager's Monday page. One period and filters drive seven blocks, each its own
 * request, so a slow block never holds the others back.
 */
const ReportsPage = () => {
  const t = useAppTranslate();
  const [now] = useState(() => new Date());
  const filters = useReportFilters(now);
  const { canAccess: isManager } = useCanAccess({ resource: 'users', action: 'list' });
  // A plan without the reports is not asked for them (each would answer 403); if the plan cannot be
  // read, the reports are asked anyway and the server's refusal locks the page as before.
  const plan = usePlanStatus();
  const planKnown = plan.data !== undefined || plan.isError;
  const planLocked = plan.data !== undefined && !plan.data.features.includes('advanced_reports');
  const enabled = filters.invalid === null && planKnown && !planLocked;
  const funnel = useReport('funnel', filters.query, enabled);
  const losses = useReport('losses', filters.query, enabled);
  const times = useReport('response-times', filters.query, enabled);
  const activity = useReport('activity', filters.query, enabled);
  const ai = useReport('ai', filters.query, enabled);
  const sellers = useReport('sellers', filters.query, enabled);
  const visits = useReport('appointments', filters.query, enabled);
  const sources = useReport('sources', filters.query, enabled);
  const locked =
    planLocked ||
    [funnel, losses, times, activity, ai, sellers, visits, sources].some((result) =>
      isPlanLocked(result.error),
    );

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1400, mx: 'auto', minWidth: 0 }}>
      <Typography variant="h4" component="h1">
        {t('app.reports.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('app.reports.subtitle')}
      </Typography>
      {locked ? (
        <Alert severity="info">
          <AlertTitle>{t('app.reports.states.lockedTitle')}</AlertTitle>
          {t('app.reports.states.lockedText')}
        </Alert>
      ) : !planKnown ? (
        <Stack direction="row" spacing={1} alignItems="center" role="status">
          <CircularProgress size={20} />
          <Typography variant="body2">{t('app.reports.states.loading')}</Typography>
        </Stack>
      ) : (
        <>
          <ReportFiltersBar filters={filters} />
          <ComputedNote
            stamps={[
              funnel.data?.aggregatedAt,
              times.data?.aggregatedAt,
              ai.data?.aggregatedAt,
              sellers.data?.aggregatedAt,
            ]}
          />
          {isManager && <RecalculateButton query={filters.query} />}
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
              gap: 2,
            }}
          >
            <ReportBlock title={t('app.reports.funnel.title')} result={funnel}>
              {(data) => <FunnelBlock data={data} />}
            </ReportBlock>
            <ReportBlock title={t('app.reports.losses.title')} result={losses}>
              {(data) => <LossesBlock data={data} />}
            </ReportBlock>
            <ReportBlock title={t('app.reports.response.title')} result={times}>
              {(data) => <ResponseTimesBlock data={data} />}
            </ReportBlock>
            <ReportBlock title={t('app.reports.activity.title')} result={activity}>
              {(data) => <ActivityHeatMap data={data} />}
            </ReportBlock>
            <ReportBlock title={t('app.reports.ai.title')} result={ai}>
              {(data) => <AiBlock data={data} />}
            </ReportBlock>
            <ReportBlock title={t('app.reports.sellers.title')} result={sellers}>
              {(data) => <SellersBlock data={data} onOpen={isManager ? filters.setSeller : undefined} />}
            </ReportBlock>
            <ReportBlock title={t('app.reports.appointments.title')} result={visits}>
              {(data) => <AppointmentsBlock data={data} />}
            </ReportBlock>
            <ReportBlock title={t('app.reports.sources.title')} result={sources}>
              {(data) => <SourcesBlock data={data} />}
            </ReportBlock>
          </Box>
        </>
      )}
    </Box>
  );
};

export default ReportsPage;
