import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';
import { LinkBase, ListBase, useDataProvider, useListContext } from 'react-admin';
import type { Instance } from '../../../contract/instances';
import type { LogEntry } from '../../../contract/logs';
import { type AppTranslate, useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ListDataGrid } from '../../resources/common/ListDataGrid';
import { useToast } from '../../ui/useToast';

const LEVELS = ['all', 'error', 'warn', 'info', 'debug'] as const;
const LEVEL_COLORS = { error: 'error', warn: 'warning', info: 'info', debug: 'default' } as const;
const LOGS_REFRESH_MS = 10_000;

const columnsFor = (t: AppTranslate): GridColDef<LogEntry>[] => [
  {
    field: 'timestamp',
    headerName: t('app.logs.logs.time'),
    width: 165,
    valueFormatter: (value: string) => new Date(value).toLocaleString('pt-BR'),
  },
  {
    field: 'level',
    headerName: t('app.logs.logs.level'),
    width: 90,
    sortable: false,
    renderCell: ({ row }) => <Chip size="small" color={LEVEL_COLORS[row.level]} label={row.level} />,
  },
  { field: 'category', headerName: t('app.logs.logs.category'), width: 100, sortable: false },
  { field: 'instanceName', headerName: t('app.logs.logs.instance'), width: 140, sortable: false },
  {
    field: 'message',
    headerName: t('app.logs.logs.message'),
    flex: 1,
    minWidth: 260,
    sortable: false,
    valueGetter: (_value, row) =>
      row.metadata && Object.keys(row.metadata).length > 0
        ? `${row.message} ${JSON.stringify(row.metadata)}`
        : row.message,
  },
];

/** `datetime-local` value (local time) to an ISO instant, or nothing. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined);

const Filters = ({ instances }: { instances: readonly Instance[] }) => {
  const t = useAppTranslate();
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useState({ q: '', category: '' });
  const set = (patch: Record<string, string | undefined>) => {
    const next: Record<string, unknown> = { ...filterValues, ...patch };
    for (const key of Object.keys(patch)) if (!patch[key]) delete next[key];
    setFilters(next, {});
  };
  // Free text filters once typing settles.
  useEffect(() => {
    if (text.q === (filterValues.q ?? '') && text.category === (filterValues.category ?? '')) return;
    const timer = setTimeout(() => set({ q: text.q.trim(), category: text.category.trim() }), 400);
    return () => clearTimeout(timer);
  });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' },
      }}
    >
      <TextField
        select
        size="small"
        label={t('app.logs.logs.level')}
        value={String(filterValues.level ?? 'all')}
        onChange={(event) => set({ level: event.target.value === 'all' ? undefined : event.target.value })}
      >
        {LEVELS.map((level) => (
          <MenuItem key={level} value={level}>
            {t(`app.logs.logs.levels.${level}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('app.logs.logs.instance')}
        value={String(filterValues.instanceId ?? '')}
        onChange={(event) => set({ instanceId: event.target.value })}
      >
        <MenuItem value="">{t('app.logs.logs.allInstances')}</MenuItem>
        {instances.map((instance) => (
          <MenuItem key={instance.id} value={instance.id}>
            {instance.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t('app.logs.logs.category')}
        value={text.category}
        onChange={(event) => setText({ ...text, category: event.target.value })}
      />
      <TextField
        size="small"
        label={t('app.logs.logs.search')}
        value={text.q}
        onChange={(event) => setText({ ...text, q: event.target.value })}
      />
      <TextField
        size="small"
        type="datetime-local"
        label={t('app.logs.logs.from')}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(event) => set({ from: isoOf(event.target.value) })}
      />
      <TextField
        size="small"
        type="datetime-local"
        label={t('app.logs.logs.to')}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(event) => set({ to: isoOf(event.target.value) })}
      />
    </Box>
  );
};

const ExportButton = () => {
  const t = useAppTranslate();
  const api = useDataProvider<AppDataProvider>();
  const toast = useToast();
  const { filterValues } = useListContext();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const text = await api.exportLogs(filterValues);
      const url = URL.createObjectURL(new Blob([text], { type: 'application/x-ndjson' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `logs-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.ndjson`;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      toast({ title: 'app.logs.logs.exportFailed', type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void run()}>
      {t('app.logs.logs.export')}
    </Button>
  );
};

const NoLogs = () => {
  const t = useAppTranslate();
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
      <Typography color="text.secondary">{t('app.logs.logs.empty')}</Typography>
    </Stack>
  );
};

/** The organization's real log lines (500 px, virtualised rows), filtered on the server. */
export const LogsTab = ({
  instances,
  autoRefresh,
}: {
  instances: readonly Instance[];
  autoRefresh: boolean;
}) => {
  const t = useAppTranslate();
  return (
    <ListBase<LogEntry>
      resource="admin/logs"
      perPage={100}
      sort={{ field: 'timestamp', order: 'DESC' }}
      disableSyncWithLocation
      queryOptions={{ refetchInterval: autoRefresh ? LOGS_REFRESH_MS : false }}
    >
      <Stack spacing={1.5}>
        <Filters instances={instances} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="caption" color="text.secondary">
            {t('app.logs.logs.retention')}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button component={LinkBase} to="/webhook-monitor" size="small">
              {t('app.logs.logs.monitor')}
            </Button>
            <ExportButton />
          </Stack>
        </Stack>
        <ListDataGrid<LogEntry>
          columns={columnsFor(t)}
          slots={{ noRowsOverlay: NoLogs }}
          sx={{ height: 500 }}
          density="compact"
        />
      </Stack>
    </ListBase>
  );
};
