import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AiReport } from '../../../contract/reports';
import type { MessageKey } from '../../i18n/pt-BR';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { ChartOrTable } from './ChartOrTable';
import { formatCount, formatShare } from './format';
import { LabeledBars } from './LabeledBars';
import { ReportTable } from './ReportTable';

const COUNTS = [
  'customerMessages',
  'answeredByAi',
  'answeredByHuman',
  'humanTakeovers',
  'aiFailures',
  'audioReplies',
  'followUpsSent',
  'followUpsAnswered',
] as const;
const SHARES = ['aiShare', 'followUpAnswerRate'] as const;

interface MetricRow {
  key: string;
  label: string;
  text: string;
}

/** How much the AI carries, where people step in, and what the follow-ups bring back. */
export function AiBlock({ data }: { data: AiReport }) {
  const t = useAppTranslate();
  const dash = t('app.reports.states.notRecorded');
  const label = (key: (typeof COUNTS)[number] | (typeof SHARES)[number]) =>
    t(`app.reports.ai.${key}` as MessageKey);
  const rows: MetricRow[] = [
    ...SHARES.map((key) => ({ key, label: label(key), text: formatShare(data[key], dash) })),
    ...COUNTS.map((key) => ({ key, label: label(key), text: formatCount(data[key]) })),
  ];
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1 }}>
        {rows.slice(0, 4).map((row) => (
          <Paper key={row.key} variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="h5" component="p">
              {row.text}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {row.label}
            </Typography>
          </Paper>
        ))}
      </Box>
      <ChartOrTable
        chart={
          <LabeledBars
            items={COUNTS.map((key) => ({ label: label(key), value: data[key] }))}
            format={formatCount}
          />
        }
        table={
          <ReportTable<MetricRow>
            rows={rows}
            getRowId={(row) => row.key}
            csvName="ia-x-humano"
            columns={[
              {
                field: 'label',
                header: t('app.reports.ai.metric'),
                value: (row) => row.label,
                minWidth: 200,
              },
              { field: 'text', header: t('app.reports.ai.value'), value: (row) => row.text },
            ]}
          />
        }
      />
    </>
  );
}
