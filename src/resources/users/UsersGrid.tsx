import { Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import type { UserWithInstances } from '../../../contract';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { ListDataGrid } from '../common/ListDataGrid';
import { InstanceLines } from '../instances/InstanceLines';
import { UserActions } from './UserActions';
import { RoleBadge, WhatsAppStatus } from './UserBadges';
import type { DialogRoute } from './useDialogRoute';

export interface UsersViewProps {
  onOpen: (route: DialogRoute) => void;
}

/** Desktop: one row per user, its instances inside the row; paged and sorted on the server. */
export const UsersGrid = ({ onOpen }: UsersViewProps) => {
  const t = useAppTranslate();
  const columns = useMemo<GridColDef<UserWithInstances>[]>(
    () => [
      {
        field: 'name',
        headerName: t('app.simpleUsers.columns.name'),
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }) => (
          <Typography
            variant="body2"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere', whiteSpace: 'normal' }}
          >
            {row.name}
          </Typography>
        ),
      },
      {
        field: 'email',
        headerName: t('app.simpleUsers.columns.email'),
        flex: 1,
        minWidth: 180,
        cellClassName: 'wrap',
      },
      {
        field: 'role',
        headerName: t('app.simpleUsers.columns.role'),
        width: 120,
        renderCell: ({ row }) => <RoleBadge role={row.role} />,
      },
      {
        field: 'instances',
        headerName: t('app.simpleUsers.columns.instances'),
        flex: 1.5,
        minWidth: 260,
        sortable: false,
        renderCell: ({ row }) => <InstanceLines instances={row.instances} onOpen={onOpen} />,
      },
      {
        field: 'whatsapp',
        headerName: t('app.simpleUsers.columns.whatsapp'),
        width: 140,
        sortable: false,
        renderCell: ({ row }) => <WhatsAppStatus instances={row.instances} />,
      },
      {
        field: 'actions',
        headerName: t('app.simpleUsers.columns.actions'),
        width: 140,
        sortable: false,
        renderCell: ({ row }) => <UserActions user={row} onOpen={onOpen} />,
      },
    ],
    [onOpen, t],
  );
  return (
    <ListDataGrid<UserWithInstances>
      columns={columns}
      getRowHeight={() => 'auto'}
      // A page holds at most 100 users, each row as tall as its instances: all rows are drawn.
      disableVirtualization
      aria-label={t('app.pages.simpleUsers')}
      sx={{
        '& .MuiDataGrid-cell': { py: 1, display: 'flex', alignItems: 'center' },
        '& .MuiDataGrid-cell.wrap': { overflowWrap: 'anywhere', whiteSpace: 'normal' },
      }}
    />
  );
};
