import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LEAD_STATUSES } from '../../../contract/constants';
import type { FunnelReport } from '../../../contract/reports';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { ChartOrTable } from './ChartOrTable';
import { formatCount, formatShare } from './format';
import { LabeledBars } from './LabeledBars';
import { ReportTable } from './ReportTable';

type Step = FunnelReport['steps'][number];
type LevelRow = FunnelReport['byLevel'][number];

/** Conversations started → leads by how far they went, and the same split by the AI's qualification. */
export function FunnelBlock({ data }: { data: FunnelReport }) {
  const t = useAppTranslate();
  const dash = t('app.reports.states.notRecorded');
  const stepName = (step: Step) => t(`app.reports.funnel.steps.${step.key}`);
  const levelName = (row: LevelRow) => t(`app.reports.funnel.levels.${row.level}`);
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        {LEAD_STATUSES.map((status) => (
          <Chip
            key={status}
            size="small"
            variant="outlined"
            label={`${t(`app.reports.funnel.status.${status}`)}: ${formatCount(data.byStatus[status])}`}
          />
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('app.reports.funnel.stepsNote', { lost: formatCount(data.byStatus.closed_lost) })}{' '}
        {t('app.reports.funnel.winRate', { value: formatShare(data.winRate, dash) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('app.reports.funnel.visitsNote')}
      </Typography>
      <ChartOrTable
        chart={
          <LabeledBars
            items={data.steps.map((step) => ({ label: stepName(step), value: step.count }))}
            format={formatCount}
          />
        }
        table={
          <ReportTable<Step>
            rows={data.steps}
            getRowId={(row) => row.key}
            csvName="funil"
            columns={[
              { field: 'step', header: t('app.reports.funnel.step'), value: stepName },
              {
                field: 'count',
                header: t('app.reports.funnel.count'),
                value: (row) => row.count,
                numeric: true,
              },
              {
                field: 'conversion',
                header: t('app.reports.funnel.conversion'),
                value: (row) => row.conversion,
                format: (value) => formatShare(typeof value === 'number' ? value : null, dash),
                numeric: true,
              },
            ]}
          />
        }
      />
      <ChartOrTable
        title={t('app.reports.funnel.byLevel')}
        caption={t('app.reports.funnel.byLevelCaption')}
        chart={
          <LabeledBars
            items={data.byLevel.map((row) => ({ label: levelName(row), value: row.conversion ?? 0 }))}
            format={(value) => formatShare(value, dash)}
            seriesLabel={t('app.reports.funnel.soldShare')}
            fractional
          />
        }
        table={
          <ReportTable<LevelRow>
            rows={data.byLevel}
            getRowId={(row) => row.level}
            csvName="funil-por-qualificacao"
            columns={[
              { field: 'level', header: t('app.reports.funnel.level'), value: levelName, minWidth: 140 },
              {
                field: 'leads',
                header: t('app.reports.funnel.leads'),
                value: (row) => row.leads,
                numeric: true,
              },
              ...LEAD_STATUSES.map((status) => ({
                field: status,
                header: t(`app.reports.funnel.status.${status}`),
                value: (row: LevelRow) => row.byStatus[status],
                numeric: true,
              })),
              {
                field: 'conversion',
                header: t('app.reports.funnel.soldShare'),
                value: (row) => row.conversion,
                format: (value) => formatShare(typeof value === 'number' ? value : null, dash),
                numeric: true,
              },
            ]}
          />
        }
      />
    </>
  );
}
