import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { ListBase, Show, useRecordContext, useTranslate } from 'react-admin';
import type { CampaignRecord, RecipientRecord } from '../../../contract/campaigns';
import { ListDataGrid } from '../common/ListDataGrid';
import { CampaignActions } from './CampaignActions';
import { CampaignProgress } from './CampaignProgress';
import { CampaignStatusChip, RecipientStatusChip } from './CampaignStatusChip';

const R = 'resources.campanhas';
/** While a campaign sends, its progress and recipients are read again this often. */
const REFRESH_MS = 5_000;

const Recipients = ({ campaignId }: { campaignId: string }) => {
  const translate = useTranslate();
  const columns: GridColDef<RecipientRecord>[] = [
    {
      field: 'contactName',
      headerName: translate(`${R}.recipientFields.contactName`),
      flex: 1,
      minWidth: 140,
    },
    {
      field: 'contactNumber',
      headerName: translate(`${R}.recipientFields.contactNumber`),
      minWidth: 140,
      sortable: false,
    },
    {
      field: 'status',
      headerName: translate(`${R}.recipientFields.status`),
      minWidth: 120,
      renderCell: ({ row }) => <RecipientStatusChip status={row.status} />,
    },
    {
      field: 'sentAt',
      headerName: translate(`${R}.recipientFields.sentAt`),
      minWidth: 150,
      valueGetter: (_value, row) => (row.sentAt ? new Date(row.sentAt).toLocaleString('pt-BR') : ''),
    },
    {
      field: 'error',
      headerName: translate(`${R}.recipientFields.error`),
      minWidth: 160,
      flex: 1,
      sortable: false,
    },
  ];
  return (
    // The recipients are a sub-list of the campaign: `/api/campaigns/:id/recipients` in the simple-rest dialect.
    <ListBase
      resource={`campaigns/${campaignId}/recipients`}
      sort={{ field: 'contactName', order: 'ASC' }}
      perPage={25}
      disableSyncWithLocation
      queryOptions={{ refetchInterval: REFRESH_MS }}
    >
      <ListDataGrid<RecipientRecord> columns={columns} />
    </ListBase>
  );
};

const CampaignDetails = () => {
  const translate = useTranslate();
  const record = useRecordContext<CampaignRecord>();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <Typography variant="h6" sx={{ wordBreak: 'break-word' }}>
                {record.name}
              </Typography>
              <CampaignStatusChip status={record.status} />
            </Stack>
            {record.text && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {record.text}
              </Typography>
            )}
            <CampaignProgress record={record} />
            <CampaignActions record={record} />
          </Stack>
        </CardContent>
      </Card>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate(`${R}.sections.recipients`)}
      </Typography>
      <Recipients campaignId={record.id} />
    </Stack>
  );
};

export const CampaignShow = () => (
  <Show queryOptions={{ refetchInterval: REFRESH_MS }}>
    <CampaignDetails />
  </Show>
);
