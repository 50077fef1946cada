import SyncIcon from '@mui/icons-material/Sync';
import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import {
  CreateButton,
  List,
  TopToolbar,
  useDataProvider,
  useGetList,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { InstanceSummary } from '../../../contract/instances';
import type { TemplateRecord } from '../../../contract/message-templates';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useToast } from '../../ui/useToast';
import { ListDataGrid } from '../common/ListDataGrid';
import { ListHeading } from '../common/ListHeading';
import { TemplateStatusChip } from './TemplateStatusChip';

const R = 'resources.message-templates';

/** The shop's official numbers: the only ones with templates. */
const useCloudInstances = () => {
  const { data = [] } = useGetList<InstanceSummary>('instances', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  return data.filter((instance) => instance.gateway === 'cloud');
};

/** Reads every official number's account again (templates made or reviewed in Meta's own tools). */
const SyncButton = ({ instanceIds }: { instanceIds: string[] }) => {
  const t = useAppTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const sync = async () => {
    setBusy(true);
    try {
      let updated = 0;
      let created = 0;
      for (const id of instanceIds) {
        const answer = await dataProvider.syncMessageTemplates(id);
        updated += answer.updated;
        created += answer.created;
      }
      toast({ title: 'app.templates.sync.done', titleArgs: { updated, created }, type: 'success' });
      refresh();
    } catch {
      toast({ title: 'app.templates.sync.failed', type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<SyncIcon />} disabled={busy || instanceIds.length === 0} onClick={sync}>
      {t('app.templates.sync.button')}
    </Button>
  );
};

export const TemplateList = () => {
  const translate = useTranslate();
  const cloud = useCloudInstances();
  const names = new Map(cloud.map((instance) => [instance.id, instance.name]));
  const columns: GridColDef<TemplateRecord>[] = [
    { field: 'name', headerName: translate(`${R}.fields.name`), flex: 1, minWidth: 150 },
    {
      field: 'instanceId',
      headerName: translate(`${R}.fields.instanceId`),
      minWidth: 130,
      sortable: false,
      valueGetter: (_value, row) => names.get(row.instanceId) ?? '',
    },
    {
      field: 'category',
      headerName: translate(`${R}.fields.category`),
      minWidth: 110,
      sortable: false,
      valueGetter: (_value, row) => translate(`${R}.categories.${row.category}`),
    },
    { field: 'language', headerName: translate(`${R}.fields.language`), minWidth: 70, sortable: false },
    {
      field: 'status',
      headerName: translate(`${R}.fields.status`),
      minWidth: 120,
      renderCell: ({ row }) => <TemplateStatusChip status={row.status} />,
    },
    {
      field: 'rejectionReason',
      headerName: translate(`${R}.fields.rejectionReason`),
      minWidth: 140,
      flex: 1,
      sortable: false,
    },
  ];
  return (
    <>
      <ListHeading />
      <List
        sort={{ field: 'createdAt', order: 'DESC' }}
        // The grid pages by itself (ListDataGrid); react-admin's own pagination would be a second one.
        pagination={false}
        actions={
          <TopToolbar>
            <SyncButton instanceIds={cloud.map((instance) => instance.id)} />
            <CreateButton />
          </TopToolbar>
        }
      >
        <ListDataGrid<TemplateRecord> columns={columns} />
      </List>
    </>
  );
};
