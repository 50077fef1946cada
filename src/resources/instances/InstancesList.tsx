import { Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { List, useCanAccess } from 'react-admin';
import type { Instance } from '../../../contract';
import { formatPhoneBR } from '../../format/phone';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { ListDataGrid } from '../common/ListDataGrid';
import { ConnectionBadge } from '../users/UserBadges';

/**
 * `/instances`: the organization's WhatsApp numbers (a seller sees its own), paged and sorted on the
 * server; an admin opens one to edit it.
 */
export const InstancesList = () => (
  <List sort={{ field: 'createdAt', order: 'ASC' }} perPage={25} exporter={false} actions={false}>
    <InstancesGrid />
  </List>
);

export const InstancesGrid = (props: { disableVirtualization?: boolean }) => {
  const t = useAppTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'instances', action: 'edit' });
  const columns = useMemo<GridColDef<Instance>[]>(
    () => [
      { field: 'name', headerName: t('resources.instances.fields.name'), flex: 1, minWidth: 160 },
      {
        field: 'phone',
        headerName: t('resources.instances.fields.phone'),
        minWidth: 170,
        valueFormatter: (value: string) => formatPhoneBR(value),
      },
      {
        field: 'user',
        headerName: t('resources.instances.fields.user'),
        flex: 1,
        minWidth: 150,
        sortable: false,
        valueGetter: (_value, row) => row.user?.name ?? '',
      },
      {
        field: 'isConnected',
        headerName: t('resources.instances.fields.isConnected'),
        width: 110,
        renderCell: ({ row }) => <ConnectionBadge connected={row.isConnected} />,
      },
      {
        field: 'aiActive',
        headerName: t('resources.instances.fields.aiActive'),
        width: 90,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            label={row.aiActive ? 'IA' : 'OFF'}
            color={row.aiActive ? 'success' : 'default'}
          />
        ),
      },
    ],
    [t],
  );
  return <ListDataGrid<Instance> columns={columns} rowClick={canEdit ? 'edit' : false} {...props} />;
};
