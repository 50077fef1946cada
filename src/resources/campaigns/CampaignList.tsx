import type { GridColDef } from '@mui/x-data-grid';
import { CreateButton, List, TopToolbar, useTranslate } from 'react-admin';
import type { CampaignRecord } from '../../../contract/campaigns';
import { ListDataGrid } from '../common/ListDataGrid';
import { ListHeading } from '../common/ListHeading';
import { CampaignProgress } from './CampaignProgress';
import { CampaignStatusChip } from './CampaignStatusChip';

const R = 'resources.campanhas';

export const CampaignList = () => {
  const translate = useTranslate();
  const columns: GridColDef<CampaignRecord>[] = [
    { field: 'name', headerName: translate(`${R}.fields.name`), flex: 1, minWidth: 140 },
    {
      field: 'status',
      headerName: translate(`${R}.fields.status`),
      minWidth: 110,
      renderCell: ({ row }) => <CampaignStatusChip status={row.status} />,
    },
    {
      field: 'progress',
      headerName: translate(`${R}.fields.progress`),
      minWidth: 180,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => <CampaignProgress record={row} />,
    },
    {
      field: 'createdAt',
      headerName: translate(`${R}.fields.createdAt`),
      minWidth: 140,
      valueGetter: (_value, row) => new Date(row.createdAt).toLocaleString('pt-BR'),
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
            <CreateButton />
          </TopToolbar>
        }
      >
        <ListDataGrid<CampaignRecord> columns={columns} rowClick="show" rowHeight={64} />
      </List>
    </>
  );
};
