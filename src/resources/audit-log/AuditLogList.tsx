import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import {
  DateTimeInput,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  TextInput,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { AUDIT_ACTIONS, type AuditRecord } from '../../../contract/audit';
import { ListDataGrid } from '../common/ListDataGrid';
import { ListHeading } from '../common/ListHeading';
import { formatAuditTime } from './format';
import { useActionLabel } from './useActionLabel';

const R = 'resources.audit-log';
const TARGET_TYPES = ['user', 'instance', 'organization', 'payment', 'backup', 'leads', 'lead'] as const;

/** A picked local moment as the ISO instant the server's `from`/`to` filter expects. */
const toIso = (value: string | Date | null) => (value ? new Date(value).toISOString() : undefined);

const useFilters = () => {
  const translate = useTranslate();
  const actionLabel = useActionLabel();
  // Only the platform owner reads other organizations' records, so only it filters by one.
  const { canAccess: isOwner } = useCanAccess({ resource: 'master', action: 'list' });
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="action"
      source="action"
      label={`${R}.filters.action`}
      choices={AUDIT_ACTIONS.map((id) => ({ id, name: actionLabel(id) }))}
    />,
    <SelectInput
      key="targetType"
      source="targetType"
      label={`${R}.filters.targetType`}
      choices={TARGET_TYPES.map((id) => ({ id, name: translate(`${R}.targets.${id}`) }))}
    />,
    <TextInput key="userId" source="userId" label={`${R}.filters.userId`} />,
    <DateTimeInput key="from" source="from" label={`${R}.filters.from`} parse={toIso} />,
    <DateTimeInput key="to" source="to" label={`${R}.filters.to`} parse={toIso} />,
    ...(isOwner
      ? [<TextInput key="organizationId" source="organizationId" label={`${R}.filters.organizationId`} />]
      : []),
  ];
};

/** Who changed what, newest first, paged, sorted and filtered on the server; read-only. */
export const AuditLogList = () => {
  const translate = useTranslate();
  const actionLabel = useActionLabel();
  const { canAccess: isOwner } = useCanAccess({ resource: 'master', action: 'list' });
  const columns = useMemo<GridColDef<AuditRecord>[]>(
    () => [
      {
        field: 'at',
        headerName: translate(`${R}.fields.at`),
        minWidth: 160,
        valueFormatter: (value: string) => formatAuditTime(value),
      },
      {
        field: 'action',
        headerName: translate(`${R}.fields.action`),
        flex: 1,
        minWidth: 200,
        valueFormatter: (value: string) => actionLabel(value),
      },
      {
        field: 'actorLabel',
        headerName: translate(`${R}.fields.actorLabel`),
        minWidth: 180,
        sortable: false,
        valueFormatter: (value: string | null) => value ?? translate(`${R}.system`),
      },
      {
        field: 'targetLabel',
        headerName: translate(`${R}.fields.targetLabel`),
        minWidth: 160,
        sortable: false,
        valueGetter: (_value: unknown, row: AuditRecord) => row.targetLabel ?? row.targetId ?? '',
      },
      ...(isOwner
        ? [
            {
              field: 'organizationName',
              headerName: translate(`${R}.fields.organizationName`),
              minWidth: 140,
              sortable: false,
            },
          ]
        : []),
      { field: 'ip', headerName: translate(`${R}.fields.ip`), minWidth: 120, sortable: false },
    ],
    [translate, actionLabel, isOwner],
  );
  return (
    <>
      <ListHeading />
      <List
        filters={useFilters()}
        actions={
          <TopToolbar>
            <FilterButton />
          </TopToolbar>
        }
        sort={{ field: 'at', order: 'DESC' }}
        perPage={25}
        // The grid pages itself; react-admin's own pager would be a second one under it.
        pagination={false}
        empty={false}
        sx={{ '& .RaList-main': { minWidth: 0 } }}
      >
        <ListDataGrid<AuditRecord> columns={columns} rowClick="show" />
      </List>
    </>
  );
};
