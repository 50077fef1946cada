import ChatIcon from '@mui/icons-material/Chat';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { LinkBase, ListContextProvider, useDataProvider, useList } from 'react-admin';
import type { FinancedLead } from '../../../contract/crm';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ListDataGrid } from '../../resources/common/ListDataGrid';
import { usePortals } from '../crm/crmQueries';
import { markPartnerVisit } from '../crm/partnerSession';

const money = (value: number | null) =>
  value === null ? '—' : value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
const date = (value: string | null) =>
  value === null ? '—' : new Date(value).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/**
 * `/leadsok`: the sales marked as financed in the sold dialog and the customers who asked the AI
 * for a financing simulation, with each lead's board status.
 */
const LeadsOkScreen = () => {
  const t = useAppTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: portals } = usePortals();
  const { data = [], isPending } = useQuery({
    queryKey: ['credit', 'leads'],
    queryFn: () => dataProvider.getFinancedLeads(),
  });
  useEffect(() => markPartnerVisit('financeiras'), []);
  const list = useList({ data, isPending, perPage: 25, sort: { field: 'soldAt', order: 'DESC' } });
  const columns = useMemo<GridColDef<FinancedLead>[]>(
    () => [
      { field: 'contactName', headerName: t('app.crm.leadsOk.contact'), flex: 1, minWidth: 140 },
      { field: 'contactNumber', headerName: t('app.crm.leadsOk.phone'), minWidth: 140 },
      { field: 'instanceName', headerName: t('app.crm.leadsOk.instance'), minWidth: 120 },
      { field: 'sellerName', headerName: t('app.crm.leadsOk.seller'), minWidth: 130 },
      {
        field: 'saleValue',
        headerName: t('app.crm.leadsOk.saleValue'),
        minWidth: 130,
        valueFormatter: money,
      },
      { field: 'soldAt', headerName: t('app.crm.leadsOk.soldAt'), minWidth: 140, valueFormatter: date },
      {
        field: 'financingInterestAt',
        headerName: t('app.crm.leadsOk.financingInterestAt'),
        minWidth: 160,
        valueFormatter: date,
      },
      {
        field: 'status',
        headerName: t('app.crm.leadsOk.status'),
        minWidth: 130,
        valueFormatter: (value: FinancedLead['status']) => t(`app.crm.leadsOk.statuses.${value}`),
      },
      { field: 'qualificationLevel', headerName: t('app.crm.leadsOk.qualification'), minWidth: 110 },
      {
        field: 'conversationId',
        headerName: '',
        minWidth: 70,
        sortable: false,
        renderCell: ({ value }) => (
          <IconButton
            size="small"
            component={LinkBase}
            to={`/chat?conversation=${encodeURIComponent(String(value))}`}
            aria-label={t('app.crm.leadsOk.open')}
          >
            <ChatIcon fontSize="small" />
          </IconButton>
        ),
      },
    ],
    [t],
  );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('app.crm.leadsOk.title')}
        </Typography>
        {portals && (
          <Button
            href={portals.creditPortalUrl}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewIcon />}
          >
            {t('app.crm.leadsOk.openPortal')}
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('app.crm.leadsOk.rule')}
      </Typography>
      <ListContextProvider value={list}>
        <Box sx={{ minWidth: 0 }}>
          {!isPending && data.length === 0 ? (
            <Typography color="text.secondary">{t('app.crm.leadsOk.empty')}</Typography>
          ) : (
            <ListDataGrid<FinancedLead> columns={columns} autoHeight />
          )}
        </Box>
      </ListContextProvider>
    </Box>
  );
};

export default LeadsOkScreen;
