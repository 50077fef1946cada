import { Button, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import {
  Confirm,
  CreateButton,
  EditButton,
  List,
  TopToolbar,
  useDataProvider,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { LeadSourceRecord, LeadSourceWithToken } from '../../../contract/lead-sources';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useToast } from '../../ui/useToast';
import { ListDataGrid } from '../common/ListDataGrid';
import { ListHeading } from '../common/ListHeading';
import { IntakeUrlDialog } from './IntakeUrlDialog';

const R = 'resources.lead-sources';
type Pending = { action: 'rotate' | 'revoke'; source: LeadSourceRecord };

/** Rotating shows the new URL once; revoking closes the URL (asked first, as it cannot be undone). */
const useSourceActions = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const [pending, setPending] = useState<Pending | null>(null);
  const [shown, setShown] = useState<LeadSourceWithToken | null>(null);
  const confirm = async () => {
    if (!pending) return;
    const { action, source } = pending;
    setPending(null);
    try {
      if (action === 'rotate') setShown(await dataProvider.rotateLeadSource(source.id));
      else await dataProvider.revokeLeadSource(source.id);
      toast({ title: `app.leadSources.${action}.done`, type: 'success' });
      refresh();
    } catch {
      toast({ title: `app.leadSources.${action}.failed`, type: 'error' });
    }
  };
  return { pending, setPending, shown, setShown, confirm };
};

export const LeadSourceList = () => {
  const t = useAppTranslate();
  const translate = useTranslate();
  const actions = useSourceActions();
  const columns: GridColDef<LeadSourceRecord>[] = [
    { field: 'name', headerName: translate(`${R}.fields.name`), flex: 1, minWidth: 120 },
    {
      field: 'kind',
      headerName: translate(`${R}.fields.kind`),
      minWidth: 90,
      sortable: false,
      valueGetter: (_value, row) => translate(`${R}.kinds.${row.kind}`),
    },
    {
      field: 'replyDelaySeconds',
      headerName: translate(`${R}.fields.replyDelaySeconds`),
      minWidth: 110,
      sortable: false,
    },
    {
      field: 'revokedAt',
      headerName: translate(`${R}.fields.revokedAt`),
      minWidth: 100,
      sortable: false,
      valueGetter: (_value, row) =>
        t(row.revokedAt ? 'app.leadSources.status.revoked' : 'app.leadSources.status.active'),
    },
    {
      field: 'actions',
      headerName: '',
      minWidth: 300,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <EditButton record={row} />
          <Button size="small" onClick={() => actions.setPending({ action: 'rotate', source: row })}>
            {t('app.leadSources.rotate.button')}
          </Button>
          {!row.revokedAt && (
            <Button
              size="small"
              color="error"
              onClick={() => actions.setPending({ action: 'revoke', source: row })}
            >
              {t('app.leadSources.revoke.button')}
            </Button>
          )}
        </Stack>
      ),
    },
  ];
  return (
    <>
      <ListHeading />
      <List
        sort={{ field: 'createdAt', order: 'DESC' }}
        pagination={false}
        actions={
          <TopToolbar>
            <CreateButton />
          </TopToolbar>
        }
      >
        <ListDataGrid<LeadSourceRecord> columns={columns} />
      </List>
      <Confirm
        isOpen={actions.pending !== null}
        title={t(`app.leadSources.${actions.pending?.action ?? 'rotate'}.title`, {
          name: actions.pending?.source.name ?? '',
        })}
        content={t(`app.leadSources.${actions.pending?.action ?? 'rotate'}.content`)}
        onConfirm={actions.confirm}
        onClose={() => actions.setPending(null)}
      />
      {actions.shown && <IntakeUrlDialog source={actions.shown} onClose={() => actions.setShown(null)} />}
    </>
  );
};
