import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import type { ResponseTimesReport } from '../../../contract/reports';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { ChartOrTable } from './ChartOrTable';
import { formatCount, formatDateTime, formatDuration } from './format';
import { LabeledBars } from './LabeledBars';
import { ReportTable } from './ReportTable';

interface TimeRow {
  id: string;
  group: string;
  count: number;
  medianSeconds: number | null;
  p90Seconds: number | null;
}
type Unanswered = ResponseTimesReport['unanswered']['conversations'][number];

function TimesTable({
  rows,
  groupHeader,
  csvName,
}: {
  rows: TimeRow[];
  groupHeader: string;
  csvName: string;
}) {
  const t = useAppTranslate();
  const duration = (value: string | number | null) =>
    formatDuration(typeof value === 'number' ? value : null, t);
  return (
    <ReportTable<TimeRow>
      rows={rows}
      getRowId={(row) => row.id}
      csvName={csvName}
      columns={[
        { field: 'group', header: groupHeader, value: (row) => row.group, minWidth: 140 },
        {
          field: 'count',
          header: t('app.reports.response.answered'),
          value: (row) => row.count,
          numeric: true,
        },
        {
          field: 'median',
          header: t('app.reports.response.median'),
          value: (row) => row.medianSeconds,
          format: duration,
          numeric: true,
        },
        {
          field: 'p90',
          header: t('app.reports.response.p90'),
          value: (row) => row.p90Seconds,
          format: duration,
          numeric: true,
        },
      ]}
    />
  );
}

/** First-response times by who answered, by instance and by seller, and who got no answer at all. */
export function ResponseTimesBlock({ data }: { data: ResponseTimesReport }) {
  const t = useAppTranslate();
  const navigate = useNavigate();
  const groups: TimeRow[] = [
    { id: 'overall', group: t('app.reports.response.overall'), ...data.overall },
    { id: 'ai', group: t('app.reports.response.ai'), ...data.byResponder.ai },
    { id: 'human', group: t('app.reports.response.human'), ...data.byResponder.human },
    ...data.byInstance.map((row) => ({ id: row.instanceId, group: row.instanceName, ...row })),
  ];
  const sellers: TimeRow[] = data.bySeller.map((row) => ({
    id: row.sellerId,
    group: row.sellerName,
    ...row,
  }));
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('app.reports.response.note')}
      </Typography>
      <ChartOrTable
        chart={
          <LabeledBars
            items={groups.map((row) => ({ label: row.group, value: row.medianSeconds ?? 0 }))}
            format={(value) => formatDuration(value, t)}
            seriesLabel={t('app.reports.response.median')}
          />
        }
        table={
          <TimesTable
            rows={groups}
            groupHeader={t('app.reports.response.group')}
            csvName="tempo-de-resposta"
          />
        }
      />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('app.reports.response.bySeller')}
      </Typography>
      <TimesTable
        rows={sellers}
        groupHeader={t('app.reports.response.seller')}
        csvName="tempo-de-resposta-vendedores"
      />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('app.reports.response.unanswered', { count: formatCount(data.unanswered.count) })}
      </Typography>
      {data.unanswered.count === 0 ? (
        <Typography variant="body2">{t('app.reports.response.noneUnanswered')}</Typography>
      ) : (
        <ReportTable<Unanswered>
          rows={data.unanswered.conversations}
          getRowId={(row) => row.conversationId}
          csvName="clientes-sem-resposta"
          onRowClick={(row) => navigate(`/chat?conversation=${encodeURIComponent(row.conversationId)}`)}
          columns={[
            {
              field: 'contact',
              header: t('app.reports.response.contact'),
              value: (row) => row.contactName || row.contactNumber,
              minWidth: 140,
            },
            {
              field: 'number',
              header: t('app.reports.response.number'),
              value: (row) => row.contactNumber,
              minWidth: 130,
            },
            {
              field: 'instance',
              header: t('app.reports.response.instance'),
              value: (row) => row.instanceName,
            },
            {
              field: 'since',
              header: t('app.reports.response.since'),
              value: (row) => row.since,
              format: (value) => formatDateTime(String(value)),
            },
          ]}
        />
      )}
    </>
  );
}
