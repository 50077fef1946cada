import { Box, Chip, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { ListBase } from 'react-admin';
import type { InstanceWindowCounts, WebhookRecord } from '../../../contract/monitor';
import type { MessageKey } from '../../i18n/pt-BR';
import { type AppTranslate, useAppTranslate } from '../../i18n/useAppTranslate';
import { ListDataGrid } from '../../resources/common/ListDataGrid';
import { RECORDS_REFRESH_MS, RECORDS_RESOURCE } from './monitorQueries';
import { outcomeTone } from './outcome';
import { RecordFilters } from './RecordFilters';
import { WebhookDetail } from './WebhookDetail';

const columnsFor = (t: AppTranslate): GridColDef<WebhookRecord>[] => [
  {
    field: 'startTimestamp',
    headerName: t('app.monitor.columns.start'),
    width: 150,
    valueFormatter: (value: string) => new Date(value).toLocaleString('pt-BR'),
  },
  {
    field: 'instanceName',
    headerName: t('app.monitor.columns.instance'),
    sortable: false,
    flex: 1,
    minWidth: 140,
    renderCell: ({ row }) => (
      <Box sx={{ lineHeight: 1.3, py: 0.5 }}>
        {row.instanceName}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {row.instancePhone}
        </Typography>
      </Box>
    ),
  },
  { field: 'contactNumber', headerName: t('app.monitor.columns.contact'), sortable: false, width: 150 },
  {
    field: 'finalOutcome',
    headerName: t('app.monitor.columns.outcome'),
    sortable: false,
    width: 190,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
        <Chip
          size="small"
          color={outcomeTone(row.finalOutcome)}
          label={t(`app.monitor.outcomes.${row.finalOutcome}` as MessageKey)}
        />
        {row.isTest ? <Chip size="small" variant="outlined" label={t('app.monitor.testBadge')} /> : null}
      </Stack>
    ),
  },
  {
    field: 'totalProcessingTime',
    headerName: t('app.monitor.columns.time'),
    width: 120,
    valueFormatter: (value: number | null) =>
      value === null ? t('app.monitor.processing') : `${Math.round(value)} ms`,
  },
  {
    field: 'aiDecision',
    headerName: t('app.monitor.columns.decision'),
    sortable: false,
    flex: 1,
    minWidth: 180,
    valueGetter: (_value, row) =>
      row.aiDecision ? `${row.aiDecision.shouldRespond ? '✓' : '✗'} ${row.aiDecision.reason}` : '—',
  },
];

const NoRecords = () => {
  const t = useAppTranslate();
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Typography color="text.secondary">{t('app.monitor.empty')}</Typography>
    </Stack>
  );
};

/** The records, newest first (600 px of grid), and the steps of the one picked. */
export const RecentWebhooks = ({
  instances,
  autoRefresh,
}: {
  instances: readonly InstanceWindowCounts[];
  autoRefresh: boolean;
}) => {
  const t = useAppTranslate();
  const [picked, setPicked] = useState<WebhookRecord | null>(null);
  return (
    <ListBase<WebhookRecord>
      resource={RECORDS_RESOURCE}
      perPage={25}
      sort={{ field: 'startTimestamp', order: 'DESC' }}
      disableSyncWithLocation
      queryOptions={{ refetchInterval: autoRefresh ? RECORDS_REFRESH_MS : false }}
    >
      <Stack spacing={2}>
        <RecordFilters instances={instances} />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <ListDataGrid<WebhookRecord>
              columns={columnsFor(t)}
              getRowHeight={() => 'auto'}
              onRowClick={({ row }) => setPicked(row)}
              rowSelectionModel={picked ? { type: 'include', ids: new Set([picked.id]) } : undefined}
              slots={{ noRowsOverlay: NoRecords }}
              sx={{ height: 600, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
            />
          </Box>
          {picked ? (
            <WebhookDetail record={picked} />
          ) : (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {t('app.monitor.detail.pick')}
            </Typography>
          )}
        </Box>
      </Stack>
    </ListBase>
  );
};
