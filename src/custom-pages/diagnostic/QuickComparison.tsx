import { Chip, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { ListContextProvider, useList } from 'react-admin';
import { type AppTranslate, useAppTranslate } from '../../i18n/useAppTranslate';
import { ListDataGrid } from '../../resources/common/ListDataGrid';
import { useReadinessOf } from './diagnosticQueries';
import { cut, scoreColor, TABLE_BADGES } from './score';

interface Row {
  id: string;
  name: string;
  score: number;
  connected: boolean;
  ai: boolean;
  key: boolean;
  issues: string[];
}

const columnsFor = (t: AppTranslate): GridColDef<Row>[] => {
  const yesNo = (value: boolean) => (value ? t('app.diagnostic.yes') : t('app.diagnostic.no'));
  return [
    { field: 'name', headerName: t('app.diagnostic.comparison.instance'), flex: 1, minWidth: 140 },
    {
      field: 'score',
      headerName: t('app.diagnostic.comparison.score'),
      width: 110,
      renderCell: ({ row }) => <Chip size="small" color={scoreColor(row.score)} label={`${row.score}/100`} />,
    },
    {
      field: 'connected',
      headerName: t('app.diagnostic.comparison.connected'),
      width: 100,
      valueFormatter: yesNo,
    },
    { field: 'ai', headerName: t('app.diagnostic.comparison.ai'), width: 80, valueFormatter: yesNo },
    { field: 'key', headerName: t('app.diagnostic.comparison.key'), width: 80, valueFormatter: yesNo },
    {
      field: 'issues',
      headerName: t('app.diagnostic.comparison.issues'),
      sortable: false,
      flex: 1,
      minWidth: 220,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          {row.issues.slice(0, TABLE_BADGES).map((issue) => (
            <Chip
              key={issue}
              size="small"
              color="error"
              variant="outlined"
              label={cut(issue)}
              title={issue}
            />
          ))}
        </Stack>
      ),
    },
  ];
};

/** Side by side when more than one instance is selected. */
export const QuickComparison = ({ ids }: { ids: readonly string[] }) => {
  const t = useAppTranslate();
  const results = useReadinessOf(ids);
  const rows: Row[] = results.flatMap(({ data }) =>
    data
      ? [
          {
            id: data.instanceId,
            name: data.instanceName,
            score: data.overallStatus.readinessScore,
            connected: data.configuration.bikerHub.isConnected,
            ai: data.coreValidation.details.aiEnabled,
            key: data.coreValidation.details.hasApiKey,
            issues: data.overallStatus.criticalIssues,
          },
        ]
      : [],
  );
  const list = useList({ data: rows, perPage: 100, sort: { field: 'score', order: 'ASC' } });
  return (
    <Stack spacing={1}>
      <Typography variant="h6">{t('app.diagnostic.comparison.title')}</Typography>
      <ListContextProvider value={list}>
        <ListDataGrid<Row> columns={columnsFor(t)} hideFooter />
      </ListContextProvider>
    </Stack>
  );
};
