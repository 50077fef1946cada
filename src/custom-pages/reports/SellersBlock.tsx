import Typography from '@mui/material/Typography';
import type { SellersReport } from '../../../contract/reports';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { formatCount, formatDuration, formatShare } from './format';
import { ReportTable } from './ReportTable';

type Row = SellersReport['rows'][number];

/** The ranking of sellers; a click on a row narrows the whole page to that seller. */
export function SellersBlock({ data, onOpen }: { data: SellersReport; onOpen?: (sellerId: string) => void }) {
  const t = useAppTranslate();
  const dash = t('app.reports.states.notRecorded');
  const countOrDash = (value: string | number | null) =>
    typeof value === 'number' ? formatCount(value) : dash;
  const money = (value: string | number | null) =>
    typeof value === 'number'
      ? new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value)
      : dash;
  return (
    <>
      <ReportTable<Row>
        rows={data.rows}
        getRowId={(row) => row.sellerId}
        csvName="vendedores"
        onRowClick={onOpen ? (row) => onOpen(row.sellerId) : undefined}
        columns={[
          {
            field: 'seller',
            header: t('app.reports.sellers.seller'),
            value: (row) => row.sellerName,
            minWidth: 140,
          },
          {
            field: 'leadsHandled',
            header: t('app.reports.sellers.leadsHandled'),
            value: (row) => row.leadsHandled,
            numeric: true,
          },
          { field: 'sold', header: t('app.reports.sellers.sold'), value: (row) => row.sold, numeric: true },
          { field: 'lost', header: t('app.reports.sellers.lost'), value: (row) => row.lost, numeric: true },
          {
            field: 'conversion',
            header: t('app.reports.sellers.conversion'),
            value: (row) => row.conversion,
            format: (value) => formatShare(typeof value === 'number' ? value : null, dash),
            numeric: true,
          },
          {
            field: 'median',
            header: t('app.reports.sellers.median'),
            value: (row) => row.medianResponseSeconds,
            format: (value) => formatDuration(typeof value === 'number' ? value : null, t),
            numeric: true,
            minWidth: 130,
          },
          {
            field: 'idle',
            header: t('app.reports.sellers.idleMoved'),
            value: (row) => row.idleLeadsMovedAway,
            format: countOrDash,
            numeric: true,
            minWidth: 150,
          },
          {
            field: 'bonuses',
            header: t('app.reports.sellers.bonuses'),
            value: (row) => row.bonusesAchieved,
            format: countOrDash,
            numeric: true,
            minWidth: 120,
          },
          {
            field: 'soldValue',
            header: t('app.reports.sellers.soldValue'),
            value: (row) => row.soldValue,
            format: money,
            numeric: true,
            minWidth: 120,
          },
        ]}
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('app.reports.sellers.pendingNote')} {onOpen ? t('app.reports.sellers.openHint') : ''}
      </Typography>
    </>
  );
}
