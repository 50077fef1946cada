import { Button, Chip, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { LinkBase, ListContextProvider, useList } from 'react-admin';
import { type AppTranslate, useAppTranslate } from '../../i18n/useAppTranslate';
import { ListDataGrid } from '../../resources/common/ListDataGrid';
import { cut, scoreColor } from '../diagnostic/score';
import { useQuickFix } from '../diagnostic/useQuickFix';
import type { HealthStatus, InstanceHealth } from './instanceHealth';

const STATUS_COLORS: Record<HealthStatus, 'success' | 'error' | 'warning' | 'info'> = {
  working: 'success',
  broken: 'error',
  transport: 'warning',
  config: 'info',
};

/** Per-row fixes: the quick fixes of its issues, and the diagnostic of that instance. */
const RowActions = ({ row }: { row: InstanceHealth }) => {
  const t = useAppTranslate();
  const { apply, running } = useQuickFix(row.id);
  const fixes = row.report.issues.filter((issue) => issue.quickFix);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      {fixes.map((issue) => (
        <Button
          key={issue.code}
          size="small"
          disabled={running !== null}
          onClick={() => issue.quickFix && void apply(issue.quickFix)}
        >
          {t('app.diagnostic.card.quickFix')}
        </Button>
      ))}
      <Button size="small" component={LinkBase} to={`/diagnostic?instanceId=${row.id}`}>
        {t('app.logs.table.open')}
      </Button>
    </Stack>
  );
};

const columnsFor = (t: AppTranslate): GridColDef<InstanceHealth>[] => [
  {
    field: 'name',
    headerName: t('app.logs.table.instance'),
    flex: 1,
    minWidth: 150,
    renderCell: ({ row }) => (
      <Stack sx={{ py: 0.5 }}>
        <Typography variant="body2">{row.name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {row.phone}
        </Typography>
      </Stack>
    ),
  },
  {
    field: 'status',
    headerName: t('app.logs.table.status'),
    width: 140,
    renderCell: ({ row }) => (
      <Chip size="small" color={STATUS_COLORS[row.status]} label={t(`app.logs.status.${row.status}`)} />
    ),
  },
  {
    field: 'score',
    headerName: t('app.logs.table.score'),
    width: 110,
    valueGetter: (_value, row) => row.report.overallStatus.readinessScore,
    renderCell: ({ value }) => <Chip size="small" color={scoreColor(Number(value))} label={`${value}/100`} />,
  },
  {
    field: 'messages',
    headerName: t('app.logs.table.messages'),
    width: 110,
    valueGetter: (_value, row) => (row.metrics ? row.metrics.behavior.inboundCount : null),
  },
  {
    field: 'replyRate',
    headerName: t('app.logs.table.replyRate'),
    width: 130,
    valueGetter: (_value, row) =>
      row.metrics ? `${row.metrics.behavior.replyRate.toLocaleString('pt-BR')}%` : '—',
  },
  {
    field: 'problems',
    headerName: t('app.logs.table.problems'),
    sortable: false,
    flex: 1,
    minWidth: 220,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', flexWrap: 'wrap' }}>
        {row.report.overallStatus.criticalIssues.slice(0, 3).map((issue) => (
          <Chip key={issue} size="small" variant="outlined" color="error" label={cut(issue)} title={issue} />
        ))}
      </Stack>
    ),
  },
  {
    field: 'actions',
    headerName: t('app.logs.table.actions'),
    sortable: false,
    width: 240,
    renderCell: ({ row }) => <RowActions row={row} />,
  },
];

export const ComparisonTable = ({ rows }: { rows: InstanceHealth[] }) => {
  const t = useAppTranslate();
  const list = useList({ data: rows, perPage: 100 });
  return (
    <ListContextProvider value={list}>
      <ListDataGrid<InstanceHealth> columns={columnsFor(t)} getRowHeight={() => 'auto'} hideFooter />
    </ListContextProvider>
  );
};
