import ChatIcon from '@mui/icons-material/Chat';
import SendIcon from '@mui/icons-material/Send';
import { Button, Card, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LinkBase, ListBase, useDataProvider, useListContext } from 'react-admin';
import type { FailedMessage, ResendBatchResponse } from '../../../contract/tools';
import { type AppTranslate, useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ListDataGrid } from '../../resources/common/ListDataGrid';
import { useToast } from '../../ui/useToast';

const NONE: GridRowSelectionModel = { type: 'include', ids: new Set() };
const REFRESH_MS = 30_000;
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

const when = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

function columnsFor(
  t: AppTranslate,
  resend: (id: string) => void,
  busy: boolean,
): GridColDef<FailedMessage>[] {
  return [
    { field: 'timestamp', headerName: t('app.tools.failed.when'), minWidth: 130, valueFormatter: when },
    {
      field: 'contactName',
      headerName: t('app.tools.failed.contact'),
      minWidth: 150,
      sortable: false,
      valueGetter: (_value, row) => `${row.contactName || row.contactNumber} · ${row.contactNumber}`,
    },
    { field: 'instanceName', headerName: t('app.tools.failed.instance'), minWidth: 120, sortable: false },
    {
      field: 'origin',
      headerName: t('app.tools.failed.origin'),
      minWidth: 90,
      sortable: false,
      valueFormatter: (value: FailedMessage['origin']) => t(`app.tools.failed.origins.${value}`),
    },
    { field: 'content', headerName: t('app.tools.failed.content'), flex: 1, minWidth: 200, sortable: false },
    { field: 'error', headerName: t('app.tools.failed.error'), flex: 1, minWidth: 180, sortable: false },
    {
      field: 'actions',
      headerName: '',
      minWidth: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <>
          <Tooltip title={t('app.tools.failed.resend')}>
            <span>
              <IconButton
                size="small"
                disabled={busy}
                onClick={() => resend(row.id)}
                aria-label={t('app.tools.failed.resend')}
              >
                <SendIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('app.tools.failed.open')}>
            <IconButton
              size="small"
              component={LinkBase}
              to={`/chat?conversation=${encodeURIComponent(row.conversationId)}`}
              aria-label={t('app.tools.failed.open')}
            >
              <ChatIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ];
}

const FailedGrid = () => {
  const t = useAppTranslate();
  const api = useDataProvider<AppDataProvider>();
  const toast = useToast();
  const { total, isPending, refetch } = useListContext<FailedMessage>();
  const [selection, setSelection] = useState<GridRowSelectionModel>(NONE);
  const resend = useMutation<ResendBatchResponse, Error, readonly string[]>({
    mutationFn: (ids) => api.resendMessages(ids),
    onSuccess: (result, ids) => {
      const single = ids.length === 1 && result.results.length === 1;
      if (single) {
        const ok = result.sent === 1;
        toast({
          title: ok ? 'app.tools.failed.oneSent' : 'app.tools.failed.oneFailed',
          detail: result.results[0]?.error ?? undefined,
          type: ok ? 'success' : 'error',
        });
      } else {
        toast({
          title: 'app.tools.failed.done',
          titleArgs: { sent: result.sent, failed: result.failed },
          detail:
            result.skipped > 0 ? t('app.tools.failed.doneSkipped', { skipped: result.skipped }) : undefined,
          type: result.failed > 0 ? 'warning' : 'success',
        });
      }
      setSelection(NONE);
      void refetch();
    },
    onError: (error) =>
      toast({ title: 'app.tools.failed.error_title', detail: reasonOf(error), type: 'error' }),
  });
  const columns = useMemo(
    () => columnsFor(t, (id) => resend.mutate([id]), resend.isPending),
    [t, resend.mutate, resend.isPending],
  );
  const selected = [...selection.ids].map(String);
  if (!isPending && total === 0) {
    return <Typography color="text.secondary">{t('app.tools.failed.empty')}</Typography>;
  }
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Button
        variant="contained"
        startIcon={<SendIcon />}
        disabled={resend.isPending || selected.length === 0}
        onClick={() => resend.mutate(selected)}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {t(resend.isPending ? 'app.tools.failed.resending' : 'app.tools.failed.resendSelected', {
          count: selected.length,
        })}
      </Button>
      <ListDataGrid<FailedMessage>
        columns={columns}
        checkboxSelection
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        autoHeight
        density="compact"
      />
    </Stack>
  );
};

/** Failed messages of ours: one or a batch sent again through the same outbound path as every reply. */
export const FailedMessagesCard = () => {
  const t = useAppTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5} sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2">
            {t('app.tools.failed.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('app.tools.failed.detail')}
          </Typography>
          <ListBase<FailedMessage>
            resource="failed-messages"
            perPage={10}
            sort={{ field: 'timestamp', order: 'DESC' }}
            disableSyncWithLocation
            queryOptions={{ refetchInterval: REFRESH_MS }}
          >
            <FailedGrid />
          </ListBase>
        </Stack>
      </CardContent>
    </Card>
  );
};
