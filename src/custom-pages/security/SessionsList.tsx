import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { ListBase, useDataProvider, useDelete, useListContext } from 'react-admin';
import type { UserSession } from '../../../contract/sessions';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { serverMessageOf } from '../../providers/httpError';
import { ListDataGrid } from '../../resources/common/ListDataGrid';
import { useToast } from '../../ui/useToast';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** Device, address and times in one cell, so the list reads the same on a phone. */
const SessionCell = ({ session }: { session: UserSession }) => {
  const t = useAppTranslate();
  return (
    <Stack spacing={0.25} sx={{ py: 1, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {session.device ?? t('app.security.sessions.unknownDevice')}
        </Typography>
        {session.current && <Chip size="small" color="primary" label={t('app.security.sessions.current')} />}
      </Stack>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}
      >
        {t('app.security.sessions.ip')}: {session.ip ?? '—'} · {t('app.security.sessions.startedAt')}:{' '}
        {dateTime.format(new Date(session.createdAt))} · {t('app.security.sessions.lastSeenAt')}:{' '}
        {dateTime.format(new Date(session.lastSeenAt))}
      </Typography>
    </Stack>
  );
};

const EndButton = ({ session }: { session: UserSession }) => {
  const t = useAppTranslate();
  const toast = useToast();
  const [remove, { isPending }] = useDelete<UserSession>();
  if (session.current) return null;
  const end = () =>
    remove(
      'sessions',
      { id: session.id, previousData: session },
      {
        onSuccess: () => toast({ title: 'app.security.sessions.ended', type: 'success' }),
        onError: (error) =>
          toast({ title: 'app.security.sessions.failed', detail: serverMessageOf(error), type: 'error' }),
      },
    );
  return (
    <Button size="small" color="error" disabled={isPending} onClick={end}>
      {t('app.security.sessions.end')}
    </Button>
  );
};

const SessionsGrid = () => {
  const t = useAppTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, refetch } = useListContext<UserSession>();
  const [ending, setEnding] = useState(false);
  const columns = useMemo<GridColDef<UserSession>[]>(
    () => [
      {
        field: 'device',
        headerName: t('app.security.sessions.device'),
        flex: 1,
        minWidth: 180,
        sortable: false,
        renderCell: ({ row }) => <SessionCell session={row} />,
      },
      {
        field: 'actions',
        headerName: '',
        width: 110,
        sortable: false,
        renderCell: ({ row }) => <EndButton session={row} />,
      },
    ],
    [t],
  );
  const others = (data ?? []).filter((session) => !session.current).length;
  const endOthers = async () => {
    setEnding(true);
    try {
      const { ended } = await dataProvider.endOtherSessions();
      toast({
        title: 'app.security.sessions.endedOthers',
        titleArgs: { smart_count: ended },
        type: 'success',
      });
      await refetch();
    } catch (error) {
      toast({ title: 'app.security.sessions.failed', detail: serverMessageOf(error), type: 'error' });
    } finally {
      setEnding(false);
    }
  };
  return (
    <Stack spacing={1.5}>
      <ListDataGrid<UserSession>
        columns={columns}
        getRowHeight={() => 'auto'}
        disableColumnMenu
        hideFooter
        aria-label={t('app.security.sessions.title')}
        sx={{ '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
      />
      <Box>
        <Button
          variant="outlined"
          color="error"
          disabled={ending || others === 0}
          onClick={() => void endOthers()}
        >
          {t('app.security.sessions.endOthers')}
        </Button>
      </Box>
    </Stack>
  );
};

/** "Sessões": where the signed-in user's account is open now; end one, or all but this one. */
export const SessionsList = () => {
  const t = useAppTranslate();
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('app.security.sessions.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('app.security.sessions.help')}
      </Typography>
      <ListBase<UserSession> resource="sessions" perPage={100} disableSyncWithLocation>
        <SessionsGrid />
      </ListBase>
    </Stack>
  );
};
