import { Box, Card, CardContent, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { ListContextProvider, useList } from 'react-admin';
import type { InstanceStatistics, WebhookComparisonResponse } from '../../../contract/monitor';
import { type AppTranslate, useAppTranslate } from '../../i18n/useAppTranslate';
import { ListDataGrid } from '../../resources/common/ListDataGrid';
import { HourlyChart } from './HourlyChart';

type Comparison = WebhookComparisonResponse['comparison'];
type StatisticsRow = InstanceStatistics & { id: string };

const oneDecimal = (value: number) =>
  value.toLocaleString('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

const columnsFor = (t: AppTranslate): GridColDef<StatisticsRow>[] => [
  { field: 'instanceName', headerName: t('app.monitor.columns.instance'), flex: 1, minWidth: 140 },
  {
    field: 'totalWebhooks',
    headerName: t('app.monitor.comparison.totalWebhooks'),
    type: 'number',
    width: 140,
  },
  {
    field: 'aiResponseRate',
    headerName: t('app.monitor.comparison.aiResponseRate'),
    width: 170,
    valueFormatter: (value: number) => oneDecimal(value),
  },
  {
    field: 'avgProcessingTime',
    headerName: t('app.monitor.comparison.avgProcessingTime'),
    width: 200,
    valueFormatter: (value: number) => Math.round(value).toLocaleString('pt-BR'),
  },
  {
    field: 'failureRate',
    headerName: t('app.monitor.comparison.failureRate'),
    width: 150,
    valueFormatter: (value: number) => oneDecimal(value),
  },
];

/** Positive is good for the AI rate, bad for time and failures: the colour says which. */
const DifferenceChip = ({
  label,
  value,
  higherIsBetter,
  unit,
}: {
  label: string;
  value: number;
  higherIsBetter: boolean;
  unit: string;
}) => {
  const good = value === 0 ? null : value > 0 === higherIsBetter;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={good === null ? 'default' : good ? 'success' : 'error'}
      label={`${label}: ${value > 0 ? '+' : ''}${value.toLocaleString('pt-BR')}${unit}`}
    />
  );
};

const StatisticsGrid = ({ rows }: { rows: StatisticsRow[] }) => {
  const t = useAppTranslate();
  const list = useList({ data: rows, perPage: 100, sort: { field: 'totalWebhooks', order: 'DESC' } });
  return (
    <ListContextProvider value={list}>
      <ListDataGrid<StatisticsRow> columns={columnsFor(t)} hideFooter />
    </ListContextProvider>
  );
};

/** Every instance side by side: statistics, differences to the reference, its own failures, the chart. */
export const ComparisonTab = ({ comparison }: { comparison: Comparison }) => {
  const t = useAppTranslate();
  if (comparison.statistics.length === 0) {
    return <Typography color="text.secondary">{t('app.monitor.comparison.empty')}</Typography>;
  }
  const reference = comparison.statistics.find((row) => row.instanceId === comparison.referenceInstanceId);
  const rows = comparison.statistics.map((row) => ({ ...row, id: row.instanceId }));
  const { specificToOneInstance, shared } = comparison.commonFailurePoints;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h6">{t('app.monitor.comparison.statistics')}</Typography>
        {reference ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('app.monitor.comparison.reference', { name: reference.instanceName })}
          </Typography>
        ) : null}
        <StatisticsGrid rows={rows} />
      </Box>
      <Box>
        <Typography variant="h6">
          {t('app.monitor.comparison.differences', { name: reference?.instanceName ?? '' })}
        </Typography>
        {comparison.differences.length === 0 ? (
          <Typography color="text.secondary">{t('app.monitor.comparison.noDifferences')}</Typography>
        ) : (
          <List dense>
            {comparison.differences.map((row) => (
              <ListItem key={row.instanceId} disableGutters>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 600 }}>{row.instanceName}</Typography>
                  <DifferenceChip
                    label={t('app.monitor.comparison.aiResponseRate')}
                    value={row.aiResponseRate.difference}
                    higherIsBetter
                    unit=""
                  />
                  <DifferenceChip
                    label={t('app.monitor.comparison.avgProcessingTime')}
                    value={row.avgProcessingTime.difference}
                    higherIsBetter={false}
                    unit=""
                  />
                  <DifferenceChip
                    label={t('app.monitor.comparison.failureRate')}
                    value={row.failureRate.difference}
                    higherIsBetter={false}
                    unit=""
                  />
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      <Box>
        <Typography variant="h6">{t('app.monitor.comparison.failurePoints')}</Typography>
        {specificToOneInstance.length === 0 && shared.length === 0 ? (
          <Typography color="text.secondary">{t('app.monitor.comparison.noFailurePoints')}</Typography>
        ) : (
          <List dense>
            {specificToOneInstance.map((point) => (
              <ListItem key={`${point.instanceId}-${point.step}`} disableGutters>
                <ListItemText
                  primary={t('app.monitor.comparison.failureLine', {
                    instance: point.instanceName,
                    step: point.step,
                    count: point.count,
                  })}
                  secondary={point.lastError}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
            {shared.map((point) => (
              <ListItem key={point.step} disableGutters>
                <ListItemText primary={t('app.monitor.comparison.sharedFailure', point)} />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      <Box>
        <Typography variant="h6">{t('app.monitor.comparison.chart')}</Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {comparison.hourly.map((series) => (
            <Card key={series.instanceId} variant="outlined">
              <CardContent>
                <Typography variant="subtitle2">{series.instanceName}</Typography>
                <HourlyChart points={series.points} title={series.instanceName} />
              </CardContent>
            </Card>
          ))}
        </Box>
      </Box>
    </Stack>
  );
};
