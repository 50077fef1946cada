import type { SourcesReport } from '../../../contract/source-costs';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { ChartOrTable } from './ChartOrTable';
import { formatCount, formatDuration, formatShare } from './format';
import { LabeledBars } from './LabeledBars';
import { ReportTable } from './ReportTable';

type Row = SourcesReport[number];

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * "Origem dos leads": per source, the leads, how fast they were answered, the visits and sales they
 * brought and what each lead and sale cost (issue 29).
 */
export function SourcesBlock({ data }: { data: SourcesReport }) {
  const t = useAppTranslate();
  const dash = t('app.reports.states.notRecorded');
  const currency = (value: unknown) => (typeof value === 'number' ? money.format(value) : dash);
  const measured = (value: unknown) => (typeof value === 'number' ? value : null);
  return (
    <ChartOrTable
      caption={t('app.reports.sources.caption')}
      chart={
        <LabeledBars
          items={data.map((row) => ({ label: row.name, value: row.leads }))}
          format={formatCount}
        />
      }
      table={
        <ReportTable<Row>
          rows={data}
          getRowId={(row) => `${row.kind}:${row.name}`}
          csvName="origem-dos-leads"
          pageSize={15}
          columns={[
            {
              field: 'name',
              header: t('app.reports.sources.source'),
              value: (row) => row.name,
              minWidth: 140,
            },
            {
              field: 'kind',
              header: t('app.reports.sources.kind'),
              value: (row) => (row.kind === 'unknown' ? dash : t(`app.leadSources.kinds.${row.kind}`)),
              minWidth: 140,
            },
            {
              field: 'leads',
              header: t('app.reports.sources.leads'),
              value: (row) => row.leads,
              numeric: true,
            },
            {
              field: 'firstResponseSeconds',
              header: t('app.reports.sources.firstResponse'),
              value: (row) => row.firstResponseSeconds,
              format: (value) => formatDuration(measured(value), t),
              numeric: true,
              minWidth: 130,
            },
            {
              field: 'visits',
              header: t('app.reports.sources.visits'),
              value: (row) => row.visits,
              numeric: true,
            },
            {
              field: 'sales',
              header: t('app.reports.sources.sales'),
              value: (row) => row.sales,
              numeric: true,
            },
            {
              field: 'conversion',
              header: t('app.reports.sources.conversion'),
              value: (row) => row.conversion,
              format: (value) => formatShare(measured(value), dash),
              numeric: true,
            },
            {
              field: 'spend',
              header: t('app.reports.sources.spend'),
              value: (row) => row.spend,
              format: currency,
              numeric: true,
            },
            {
              field: 'costPerLead',
              header: t('app.reports.sources.costPerLead'),
              value: (row) => row.costPerLead,
              format: currency,
              numeric: true,
            },
            {
              field: 'costPerSale',
              header: t('app.reports.sources.costPerSale'),
              value: (row) => row.costPerSale,
              format: currency,
              numeric: true,
            },
          ]}
        />
      }
    />
  );
}
