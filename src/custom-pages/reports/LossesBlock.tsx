import Typography from '@mui/material/Typography';
import type { LossesReport } from '../../../contract/reports';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { ChartOrTable } from './ChartOrTable';
import { formatCount, formatShare } from './format';
import { LabeledBars } from './LabeledBars';
import { ReportTable } from './ReportTable';

type Row = LossesReport['lostReasons'][number];

function CountsWithShare({ rows, label, csvName }: { rows: readonly Row[]; label: string; csvName: string }) {
  const t = useAppTranslate();
  const dash = t('app.reports.states.notRecorded');
  return (
    <ReportTable<Row>
      rows={rows}
      getRowId={(row) => row.label}
      csvName={csvName}
      pageSize={15}
      columns={[
        { field: 'label', header: label, value: (row) => row.label, minWidth: 180 },
        { field: 'count', header: t('app.reports.losses.count'), value: (row) => row.count, numeric: true },
        {
          field: 'share',
          header: t('app.reports.losses.share'),
          value: (row) => row.share,
          format: (value) => formatShare(typeof value === 'number' ? value : null, dash),
          numeric: true,
        },
      ]}
    />
  );
}

/** Leads lost and sold in the period, by the board's reasons and channels. */
export function LossesBlock({ data }: { data: LossesReport }) {
  const t = useAppTranslate();
  const dash = t('app.reports.states.notRecorded');
  const bars = (rows: readonly Row[]) => (
    <LabeledBars
      items={rows.map((row) => ({ label: row.label, value: row.count }))}
      format={(value) => {
        const row = rows.find((candidate) => candidate.count === value);
        return row ? `${formatCount(value)} (${formatShare(row.share, dash)})` : formatCount(value);
      }}
    />
  );
  return (
    <>
      <ChartOrTable
        title={t('app.reports.losses.lostReasons', { count: formatCount(data.lost) })}
        chart={bars(data.lostReasons)}
        table={
          <CountsWithShare
            rows={data.lostReasons}
            label={t('app.reports.losses.reason')}
            csvName="motivos-de-perda"
          />
        }
      />
      <ChartOrTable
        title={t('app.reports.losses.saleChannels', { count: formatCount(data.sold) })}
        chart={bars(data.saleChannels)}
        table={
          <CountsWithShare
            rows={data.saleChannels}
            label={t('app.reports.losses.channel')}
            csvName="canais-de-venda"
          />
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('app.reports.losses.soldValue', {
          value:
            data.soldValue === null
              ? `${dash} (${t('app.reports.losses.soldValueMissing')})`
              : new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(data.soldValue),
        })}
      </Typography>
    </>
  );
}
