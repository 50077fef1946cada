import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AppointmentsReport } from '../../../contract/reports';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { ChartOrTable } from './ChartOrTable';
import { formatCount, formatShare } from './format';
import { LabeledBars } from './LabeledBars';
import { ReportTable } from './ReportTable';

type SellerRow = AppointmentsReport['bySeller'][number];
type SourceRow = AppointmentsReport['bySource'][number];

/** Test drives, visits and evaluations of the period: who booked them, who came, who did not. */
export function AppointmentsBlock({ data }: { data: AppointmentsReport }) {
  const t = useAppTranslate();
  const dash = t('app.reports.states.notRecorded');
  const tiles = [
    { key: 'total', label: t('app.reports.appointments.total'), text: formatCount(data.appointments) },
    {
      key: 'showRate',
      label: t('app.reports.appointments.showRate'),
      text: formatShare(data.showRate, dash),
    },
    { key: 'done', label: t('app.reports.appointments.done'), text: formatCount(data.done) },
    { key: 'noShow', label: t('app.reports.appointments.noShow'), text: formatCount(data.noShow) },
  ];
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1 }}>
        {tiles.map((tile) => (
          <Paper key={tile.key} variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="h5" component="p">
              {tile.text}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {tile.label}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('app.reports.appointments.cancelled', { count: formatCount(data.cancelled) })}
      </Typography>
      {data.appointments === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('app.reports.appointments.empty')}
        </Typography>
      ) : (
        <Figures data={data} />
      )}
    </>
  );
}

/** The charts (or tables) of a period with appointments: by source, and per seller. */
function Figures({ data }: { data: AppointmentsReport }) {
  const t = useAppTranslate();
  const dash = t('app.reports.states.notRecorded');
  const sourceName = (row: SourceRow) => t(`app.reports.appointments.sources.${row.source}`);
  const sellerName = (row: SellerRow) => row.sellerName ?? t('app.reports.appointments.noSeller');
  return (
    <>
      <ChartOrTable
        title={t('app.reports.appointments.bySource')}
        chart={
          <LabeledBars
            items={data.bySource.map((row) => ({ label: sourceName(row), value: row.appointments }))}
            format={formatCount}
          />
        }
        table={
          <ReportTable<SourceRow>
            rows={data.bySource}
            getRowId={(row) => row.source}
            csvName="agendamentos-por-origem"
            columns={[
              { field: 'source', header: t('app.reports.appointments.source'), value: sourceName },
              {
                field: 'appointments',
                header: t('app.reports.appointments.total'),
                value: (row) => row.appointments,
                numeric: true,
              },
            ]}
          />
        }
      />
      <ChartOrTable
        title={t('app.reports.appointments.bySeller')}
        caption={t('app.reports.appointments.showRateCaption')}
        chart={
          <LabeledBars
            items={data.bySeller.map((row) => ({ label: sellerName(row), value: row.noShow }))}
            format={formatCount}
            seriesLabel={t('app.reports.appointments.noShow')}
          />
        }
        table={
          <ReportTable<SellerRow>
            rows={data.bySeller}
            getRowId={(row) => row.sellerId ?? 'none'}
            csvName="agendamentos-por-vendedor"
            columns={[
              {
                field: 'seller',
                header: t('app.reports.appointments.seller'),
                value: sellerName,
                minWidth: 140,
              },
              {
                field: 'appointments',
                header: t('app.reports.appointments.total'),
                value: (row) => row.appointments,
                numeric: true,
              },
              {
                field: 'done',
                header: t('app.reports.appointments.done'),
                value: (row) => row.done,
                numeric: true,
              },
              {
                field: 'noShow',
                header: t('app.reports.appointments.noShow'),
                value: (row) => row.noShow,
                numeric: true,
              },
              {
                field: 'showRate',
                header: t('app.reports.appointments.showRate'),
                value: (row) => row.showRate,
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
