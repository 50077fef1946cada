import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import {
  CreateButton,
  DateInput,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { APPOINTMENT_KINDS, APPOINTMENT_STATUSES, type Appointment } from '../../../contract/agenda';
import { DEFAULT_AGENDA_TIME_ZONE } from '../../../contract/agenda-settings';
import { nextDate } from '../../../contract/zoned-time';
import { ListDataGrid } from '../common/ListDataGrid';
import { shopMidnight, timeLabel } from './shopTime';
import { useAgendaSettings } from './useAgendaSettings';

const R = 'resources.appointments';

/**
 * A day of the shop's calendar as the list's `from` (its midnight) or `to` (the next midnight), in
 * the shop's offset, so "até 15/03" includes the whole of the 15th.
 */
const DayBoundInput = ({ source }: { source: 'from' | 'to'; alwaysOn?: boolean }) => {
  const { data } = useAgendaSettings();
  const timeZone = data?.timezone ?? DEFAULT_AGENDA_TIME_ZONE;
  const shift = source === 'to' ? 1 : 0;
  return (
    <DateInput
      source={source}
      label={`${R}.filters.${source}`}
      parse={(day: string) => (day ? shopMidnight(nextDate(day, shift), timeZone) : undefined)}
      format={(value?: string) => (value ? nextDate(value.slice(0, 10), -shift) : '')}
    />
  );
};

const useFilters = () => {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      choices={APPOINTMENT_STATUSES.map((id) => ({ id, name: translate(`${R}.statuses.${id}`) }))}
    />,
    <SelectInput
      key="kind"
      source="kind"
      choices={APPOINTMENT_KINDS.map((id) => ({ id, name: translate(`${R}.kinds.${id}`) }))}
    />,
    <DayBoundInput key="from" source="from" />,
    <DayBoundInput key="to" source="to" />,
  ];
};

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
  </TopToolbar>
);

/** The visits on the data grid, paged, sorted and filtered on the server (a seller's own only). */
export const AppointmentList = ({ resource }: { resource?: string }) => {
  const translate = useTranslate();
  const columns = useMemo<GridColDef<Appointment>[]>(
    () => [
      {
        field: 'startsAt',
        headerName: translate(`${R}.fields.startsAt`),
        minWidth: 140,
        valueFormatter: (value: string) => timeLabel(value),
      },
      {
        field: 'contactName',
        headerName: translate(`${R}.fields.contactName`),
        flex: 1,
        minWidth: 140,
        sortable: false,
      },
      {
        field: 'kind',
        headerName: translate(`${R}.fields.kind`),
        minWidth: 130,
        valueFormatter: (value: Appointment['kind']) => translate(`${R}.kinds.${value}`),
      },
      {
        field: 'vehicleLabel',
        headerName: translate(`${R}.fields.vehicleLabel`),
        minWidth: 150,
        sortable: false,
      },
      {
        field: 'sellerName',
        headerName: translate(`${R}.fields.sellerName`),
        minWidth: 130,
        sortable: false,
      },
      {
        field: 'status',
        headerName: translate(`${R}.fields.status`),
        minWidth: 130,
        valueFormatter: (value: Appointment['status']) => translate(`${R}.statuses.${value}`),
      },
      {
        field: 'source',
        headerName: translate(`${R}.fields.source`),
        minWidth: 90,
        sortable: false,
        valueFormatter: (value: Appointment['source']) => translate(`${R}.sources.${value}`),
      },
    ],
    [translate],
  );
  return (
    <List
      resource={resource}
      filters={useFilters()}
      actions={<Actions />}
      sort={{ field: 'startsAt', order: 'DESC' }}
      perPage={25}
      // The grid pages itself; react-admin's own pager would be a second one under it.
      pagination={false}
      empty={false}
      disableSyncWithLocation={resource !== undefined}
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      <ListDataGrid<Appointment> columns={columns} rowClick="edit" />
    </List>
  );
};
