import type { GridColDef } from '@mui/x-data-grid';
import { CreateButton, List, TopToolbar, useTranslate } from 'react-admin';
import type { SourceCost } from '../../../contract/source-costs';
import { ListDataGrid } from '../common/ListDataGrid';
import { ListHeading } from '../common/ListHeading';

const R = 'resources.source-costs';
const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** What was spent on each source per month: the "Origem dos leads" report's cost per sale. */
export const SourceCostList = () => {
  const translate = useTranslate();
  const columns: GridColDef<SourceCost>[] = [
    { field: 'month', headerName: translate(`${R}.fields.month`), minWidth: 100 },
    { field: 'source', headerName: translate(`${R}.fields.source`), flex: 1, minWidth: 120 },
    {
      field: 'amount',
      headerName: translate(`${R}.fields.amount`),
      minWidth: 120,
      valueFormatter: (value: number) => money.format(value),
    },
  ];
  return (
    <>
      <ListHeading />
      <List
        sort={{ field: 'month', order: 'DESC' }}
        pagination={false}
        actions={
          <TopToolbar>
            <CreateButton />
          </TopToolbar>
        }
      >
        <ListDataGrid<SourceCost> columns={columns} rowClick="edit" />
      </List>
    </>
  );
};
