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
import { useIsMobile } from '../../layout/useIsMobile';
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

/** The header's kind; a media header read from Meta without a file says so (its sends need one). */
function headerLabel(row: TemplateRecord, translate: (key: string, options?: object) => string): string {
  if (row.headerMedia) {
    const kind = translate(`${R}.headerLabels.${row.headerMedia.kind}`);
    return row.headerMedia.hasSample ? kind : translate(`${R}.headerLabels.noSample`, { kind });
  }
  return row.header ? translate(`${R}.headerLabels.text`) : '';
}

/** On a phone the name and the review status are what a seller scans for; the rest is on desktop. */
const PHONE_COLUMNS = ['name', 'status'];

export const TemplateList = () => {
  const translate = useTranslate();
  const isMobile = useIsMobile();
  const cloud = useCloudInstances();
  const names = new Map(cloud.map((instance) => [instance.id, instance.name]));
  const columns: GridColDef<TemplateRecord>[] = [
    { field: 'name', headerName: translate(`${R}.fields.name`), flex: 1, minWidth: 150 },
    {
      field: 'instanceId',
      headerName: translate(`${R}.fields.instanceId`),
      minWidth: 190,
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
    {
      field: 'language',
      headerName: translate(`${R}.fields.language`),
      minWidth: 140,
      sortable: false,
      // Meta's code (pt_BR) as a name; a code we have no name for is shown as it is.
      valueGetter: (_value, row) => translate(`${R}.languages.${row.language}`, { _: row.language }),
    },
    {
      field: 'header',
      headerName: translate(`${R}.fields.headerKind`),
      minWidth: 150,
      sortable: false,
      valueGetter: (_value, row) => headerLabel(row, translate),
    },
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
  const shown = isMobile ? columns.filter((column) => PHONE_COLUMNS.includes(column.field)) : columns;
  return (
    <>
      <ListHeading />
      <List
        sort={{ field: 'createdAt', order: 'DESC' }}
        // The grid pages by itself (ListDataGrid); react-admin's own pagination would be a second one.
        pagination={false}
        // The grid scrolls inside the page instead of widening it (and pushing the toolbar off screen).
        sx={{ '& .RaList-main': { minWidth: 0 } }}
        actions={
          <TopToolbar>
            <SyncButton instanceIds={cloud.map((instance) => instance.id)} />
            <CreateButton />
          </TopToolbar>
        }
      >
        <ListDataGrid<TemplateRecord> columns={shown} />
      </List>
    </>
  );
};
