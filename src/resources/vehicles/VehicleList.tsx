import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import {
  CreateButton,
  FilterButton,
  LinkBase,
  List,
  NumberInput,
  SearchInput,
  SelectInput,
  TextInput,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { VEHICLE_STATUSES, type Vehicle } from '../../../contract/vehicles';
import { useIsMobile } from '../../layout/useIsMobile';
import { ListDataGrid } from '../common/ListDataGrid';
import { ListHeading } from '../common/ListHeading';
import { formatKm, formatPrice } from './format';

const R = 'resources.estoque';

const useFilters = () => {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <TextInput key="make" source="make" label={`${R}.fields.make`} />,
    <TextInput key="model" source="model" label={`${R}.fields.model`} />,
    <NumberInput key="yearMin" source="yearMin" label={`${R}.filters.yearMin`} />,
    <NumberInput key="yearMax" source="yearMax" label={`${R}.filters.yearMax`} />,
    <NumberInput key="priceMin" source="priceMin" label={`${R}.filters.priceMin`} />,
    <NumberInput key="priceMax" source="priceMax" label={`${R}.filters.priceMax`} />,
    <SelectInput
      key="status"
      source="status"
      label={`${R}.fields.status`}
      choices={VEHICLE_STATUSES.map((id) => ({ id, name: translate(`${R}.statuses.${id}`) }))}
    />,
  ];
};

/** On a phone the car and its price come first, so the price is on screen without scrolling. */
const PHONE_FIRST = ['make', 'model', 'price'];

const forPhone = (columns: GridColDef<Vehicle>[]) => [
  ...PHONE_FIRST.flatMap((field) => columns.filter((column) => column.field === field)),
  // The version is the widest text; a phone shows it on the car's page.
  ...columns.filter((column) => !PHONE_FIRST.includes(column.field) && column.field !== 'version'),
];

const Actions = () => {
  const translate = useTranslate();
  const admin = useCanAccess({ resource: 'estoque', action: 'create' }).canAccess === true;
  return (
    <TopToolbar>
      <FilterButton />
      {admin && <CreateButton />}
      {admin && (
        <Button component={LinkBase} to="/autocerto-settings" size="small" startIcon={<UploadFileIcon />}>
          {translate(`${R}.importLink`)}
        </Button>
      )}
    </TopToolbar>
  );
};

/** `/estoque`: the shop's cars on the data grid, paged, sorted and filtered on the server. */
export const VehicleList = () => {
  const translate = useTranslate();
  const isMobile = useIsMobile();
  const columns = useMemo<GridColDef<Vehicle>[]>(
    () => [
      { field: 'make', headerName: translate(`${R}.fields.make`), minWidth: 110 },
      { field: 'model', headerName: translate(`${R}.fields.model`), minWidth: 110 },
      {
        field: 'version',
        headerName: translate(`${R}.fields.version`),
        flex: 1,
        minWidth: 140,
        sortable: false,
      },
      {
        field: 'year',
        headerName: translate(`${R}.fields.year`),
        minWidth: 100,
        valueGetter: (_value, row) => `${row.year}/${row.modelYear}`,
      },
      {
        field: 'km',
        headerName: translate(`${R}.fields.km`),
        minWidth: 110,
        valueFormatter: (v: number) => formatKm(v),
      },
      {
        field: 'price',
        headerName: translate(`${R}.fields.price`),
        minWidth: 120,
        valueFormatter: (v: number) => formatPrice(v),
      },
      { field: 'color', headerName: translate(`${R}.fields.color`), minWidth: 100, sortable: false },
      {
        field: 'status',
        headerName: translate(`${R}.fields.status`),
        minWidth: 120,
        valueFormatter: (v: Vehicle['status']) => translate(`${R}.statuses.${v}`),
      },
      {
        field: 'source',
        headerName: translate(`${R}.fields.source`),
        minWidth: 130,
        sortable: false,
        valueFormatter: (v: Vehicle['source']) => translate(`${R}.sources.${v}`),
      },
    ],
    [translate],
  );
  const shown = useMemo(() => (isMobile ? forPhone(columns) : columns), [columns, isMobile]);
  return (
    <>
      <ListHeading />
      <List
        filters={useFilters()}
        actions={<Actions />}
        sort={{ field: 'price', order: 'ASC' }}
        perPage={25}
        empty={false}
        // The grid pages by itself (ListDataGrid); react-admin's own pagination would be a second one.
        pagination={false}
        sx={{ '& .RaList-main': { minWidth: 0 } }}
      >
        <ListDataGrid<Vehicle> columns={shown} rowClick="show" />
      </List>
    </>
  );
};
