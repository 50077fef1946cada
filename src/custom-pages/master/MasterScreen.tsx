import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { HttpError, LinkBase, ListBase, Navigate, ResourceContextProvider, useCanAccess } from 'react-admin';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { useIsMobile } from '../../layout/useIsMobile';
import { OrganizationsGrid } from '../../resources/organizations/OrganizationsGrid';
import { BillingTab } from './BillingTab';
import { DashboardTab } from './DashboardTab';
import { LegalTextsTab } from './LegalTextsTab';
import { useMasterStats } from './masterQueries';

const TABS = ['dashboard', 'organizations', 'billing', 'legal'] as const;

/** `/master` (spec 3 §2.9): tabs Dashboard, Organizations, Billing, and the legal texts. The server admits only the super_admin. */
const MasterScreen = () => {
  const t = useAppTranslate();
  const { canAccess: admitted = false, isPending } = useCanAccess({
    resource: 'master-panel',
    action: 'list',
  });
  // The dashboard's own query (shared by its key): a shop's admin, whom the spec lets in, is refused.
  const { error } = useMasterStats(admitted);
  if (isPending) return null;
  // Spec 3 §6: the client sends everyone but admins and super_admins home.
  if (!admitted) return <Navigate to="/" replace />;
  const refused = error instanceof HttpError && error.status === 403;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h5" component="h1">
          {t('app.platform.master.title')}
        </Typography>
        {!refused && (
          <Button
            component={LinkBase}
            to="/organizations/onboard"
            variant="contained"
            startIcon={<AddBusinessIcon />}
          >
            {t('app.platform.master.newOrganization')}
          </Button>
        )}
      </Stack>
      {refused ? <Alert severity="info">{t('app.platform.master.forbidden')}</Alert> : <MasterTabs />}
    </Box>
  );
};

/** The panel's four tabs, for the platform's owner. */
const MasterTabs = () => {
  const t = useAppTranslate();
  const [tab, setTab] = useState<(typeof TABS)[number]>('dashboard');
  const isMobile = useIsMobile();
  return (
    <>
      {/* Four tabs do not fit a phone's width: they scroll, with arrows showing there is more. */}
      <Tabs
        value={tab}
        onChange={(_, value) => setTab(value)}
        variant={isMobile ? 'scrollable' : 'standard'}
        scrollButtons={isMobile ? true : undefined}
        allowScrollButtonsMobile
        sx={{ mb: 2, '& .MuiTab-root': isMobile ? { px: 1.5, fontSize: '0.8125rem' } : {} }}
      >
        {TABS.map((key) => (
          <Tab key={key} value={key} label={t(`app.platform.master.tabs.${key}`)} />
        ))}
      </Tabs>
      {tab === 'dashboard' && <DashboardTab />}
      {tab === 'organizations' && (
        <ResourceContextProvider value="organizations">
          <ListBase
            resource="organizations"
            disableSyncWithLocation
            sort={{ field: 'createdAt', order: 'DESC' }}
            perPage={25}
          >
            <OrganizationsGrid />
          </ListBase>
        </ResourceContextProvider>
      )}
      {tab === 'billing' && <BillingTab />}
      {tab === 'legal' && <LegalTextsTab />}
    </>
  );
};

export default MasterScreen;
