import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import {
  DateInput,
  List,
  ReferenceInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
} from 'react-admin';
import { LEAD_STATUSES, QUALIFICATION_LEVELS } from '../../../contract/constants';
import type { Lead } from '../../../contract/leads';
import { leadTitle } from '../../format/lead';
import { formatPhoneBR } from '../../format/phone';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ListDataGrid } from '../common/ListDataGrid';
import { ListHeading } from '../common/ListHeading';

const statusChoices = LEAD_STATUSES.map((id) => ({ id, name: `app.kanban.columns.${id}` }));
const levelChoices = QUALIFICATION_LEVELS.map((id) => ({ id, name: id }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectArrayInput
    key="qualificationLevel"
    source="qualificationLevel"
    choices={levelChoices}
    translateChoice={false}
  />,
  <ReferenceInput key="instanceId" source="instanceId" reference="instances">
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <ReferenceInput key="assignedUserId" source="assignedUserId" reference="users">
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
];

/** Downloads the CSV of the list's current filter and sort, streamed by the server. */
const ExportCsvButton = () => {
  const t = useAppTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, sort } = useListContext();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const body = await dataProvider.exportLeadsCsv(filterValues, sort);
      // Reading the answer as text drops the server's byte-order mark; Excel needs it to read UTF-8.
      const withBom = body.startsWith('\uFEFF') ? body : `\uFEFF${body}`;
      const url = URL.createObjectURL(new Blob([withBom], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `leads-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      notify('app.bonusLeads.register.exportFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<DownloadIcon />} onClick={() => void download()} disabled={busy}>
      {busy ? t('app.bonusLeads.register.exporting') : t('app.bonusLeads.register.export')}
    </Button>
  );
};

/** Day and time to the minute: the seconds only cost width. */
const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const dateTime = (value: string | null) => (value ? dateTimeFormat.format(new Date(value)) : '');

/**
 * Widths that fit the nine columns in a 1366 px window without cutting a header or a formatted
 * phone; the contact and the instance take what is left, as the longest free texts.
 */
const LeadGrid = () => {
  const t = useAppTranslate();
  const columns: GridColDef<Lead>[] = [
    {
      field: 'contactName',
      headerName: t('resources.leads.fields.contactName'),
      flex: 1,
      minWidth: 140,
      // Like the board's card: a lead without a name of its own is known by its number.
      valueGetter: (_value, row) => leadTitle(row),
    },
    {
      field: 'contactNumber',
      headerName: t('resources.leads.fields.contactNumber'),
      minWidth: 170,
      sortable: false,
      valueFormatter: (value: string) => formatPhoneBR(value),
    },
    {
      field: 'status',
      headerName: t('resources.leads.fields.status'),
      minWidth: 110,
      valueFormatter: (value: Lead['status']) => t(`app.kanban.columns.${value}`),
    },
    {
      field: 'qualificationLevel',
      headerName: t('resources.leads.fields.qualificationLevel'),
      minWidth: 125,
    },
    {
      field: 'aiQualificationScore',
      headerName: t('resources.leads.fields.aiQualificationScore'),
      minWidth: 85,
    },
    {
      field: 'instanceName',
      headerName: t('resources.leads.fields.instanceName'),
      flex: 1,
      minWidth: 130,
    },
    { field: 'sellerName', headerName: t('resources.leads.fields.sellerName'), minWidth: 130 },
    {
      field: 'createdAt',
      headerName: t('resources.leads.fields.createdAt'),
      minWidth: 140,
      valueFormatter: (value: string) => dateTime(value),
    },
    {
      field: 'saleValue',
      headerName: t('resources.leads.fields.saleValue'),
      minWidth: 140,
      valueFormatter: (value: number | null) =>
        value === null ? '' : value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }),
    },
  ];
  return <ListDataGrid<Lead> columns={columns} rowClick="show" />;
};

/** `/leads`: the register of leads, paged, sorted and filtered on the server, exported as CSV. */
export const LeadList = () => (
  <>
    <ListHeading />
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <ExportCsvButton />
        </TopToolbar>
      }
      pagination={false}
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      <LeadGrid />
    </List>
  </>
);
