import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import type { Organization } from '../../../contract/organizations';
import { PLANS } from '../../../contract/plans';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { ListDataGrid } from '../common/ListDataGrid';
import { StatusChip } from './StatusChip';
import { UsageCell } from './UsageCell';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' });

/** The organizations of spec 3 §2.9 on the shared grid: server-side paging, sort and search. */
export const OrganizationsGrid = (props: { disableVirtualization?: boolean }) => {
  const t = useAppTranslate();
  const columns = useMemo<GridColDef<Organization>[]>(
    () => [
      { field: 'name', headerName: t('resources.organizations.fields.name'), flex: 1, minWidth: 160 },
      {
        field: 'ownerEmail',
        headerName: t('resources.organizations.fields.ownerEmail'),
        flex: 1,
        minWidth: 180,
        sortable: false,
      },
      {
        field: 'subscriptionStatus',
        headerName: t('resources.organizations.fields.subscriptionStatus'),
        minWidth: 150,
        renderCell: ({ row }) => <StatusChip status={row.subscriptionStatus} />,
      },
      {
        field: 'subscriptionPlan',
        headerName: t('resources.organizations.fields.subscriptionPlan'),
        minWidth: 120,
        valueGetter: (_value, row) => PLANS[row.subscriptionPlan].name,
      },
      {
        field: 'currentInstances',
        headerName: t('resources.organizations.fields.instances'),
        minWidth: 120,
        sortable: false,
        renderCell: ({ row }) => <UsageCell used={row.currentInstances} max={row.maxInstances} />,
      },
      {
        field: 'currentUsers',
        headerName: t('resources.organizations.fields.users'),
        minWidth: 120,
        sortable: false,
        renderCell: ({ row }) => <UsageCell used={row.currentUsers} max={row.maxUsers} />,
      },
      {
        field: 'messagesThisMonth',
        headerName: t('resources.organizations.fields.messages'),
        minWidth: 150,
        sortable: false,
        renderCell: ({ row }) => <UsageCell used={row.messagesThisMonth} max={row.maxMessagesPerMonth} />,
      },
      {
        field: 'createdAt',
        headerName: t('resources.organizations.fields.createdAt'),
        minWidth: 110,
        valueFormatter: (value: string) => dateFormat.format(new Date(value)),
      },
    ],
    [t],
  );
  return <ListDataGrid<Organization> columns={columns} rowClick="edit" {...props} />;
};
