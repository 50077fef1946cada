import type { GridColDef } from '@mui/x-data-grid';
import { CreateButton, List, TopToolbar } from 'react-admin';
import type { BonusConfiguration } from '../../../contract/bonuses';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { ListDataGrid } from '../common/ListDataGrid';

const BonusGrid = () => {
  const t = useAppTranslate();
  const field = (name: Exclude<keyof BonusConfiguration, 'id'>) =>
    t(`resources.bonus-configurations.fields.${name}`);
  const columns: GridColDef<BonusConfiguration>[] = [
    { field: 'name', headerName: field('name'), flex: 1, minWidth: 140 },
    { field: 'category', headerName: field('category'), minWidth: 140 },
    { field: 'type', headerName: field('type'), minWidth: 110, sortable: false },
    { field: 'value', headerName: field('value'), minWidth: 90 },
    { field: 'targetValue', headerName: field('targetValue'), minWidth: 80 },
    {
      field: 'month',
      headerName: field('month'),
      minWidth: 90,
      valueGetter: (_value, row) => `${String(row.month).padStart(2, '0')}/${row.year}`,
    },
    { field: 'isActive', headerName: field('isActive'), type: 'boolean', minWidth: 80 },
  ];
  return <ListDataGrid<BonusConfiguration> columns={columns} rowClick="edit" />;
};

/** Admins' bonus configurations, paged and sorted on the server. */
export const BonusConfigurationList = () => (
  <List
    sort={{ field: 'createdAt', order: 'DESC' }}
    pagination={false}
    actions={
      <TopToolbar>
        <CreateButton />
      </TopToolbar>
    }
  >
    <BonusGrid />
  </List>
);
