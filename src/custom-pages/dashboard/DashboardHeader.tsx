import AddIcCallIcon from '@mui/icons-material/AddIcCall';
import BuildIcon from '@mui/icons-material/Build';
import CircleIcon from '@mui/icons-material/Circle';
import PeopleIcon from '@mui/icons-material/People';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import { LinkBase, useCanAccess } from 'react-admin';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { useIsMobile } from '../../layout/useIsMobile';
import { useRealtimeStatus } from '../../providers/realtime';

/** Title ('Dashboard' on a phone), the live badge, and the page's actions. */
export const DashboardHeader = memo(function DashboardHeader({
  onNewInstance,
}: {
  onNewInstance: () => void;
}) {
  const t = useAppTranslate();
  const isMobile = useIsMobile();
  const online = useRealtimeStatus();
  const { canAccess: canCreate } = useCanAccess({ resource: 'instances', action: 'create' });
  const { canAccess: canManageUsers } = useCanAccess({ resource: 'users', action: 'list' });
  const { canAccess: canSimulate } = useCanAccess({ resource: 'simulator', action: 'list' });
  const { canAccess: canUseTools } = useCanAccess({ resource: 'tools', action: 'list' });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 3 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {isMobile ? t('app.dashboard.titleShort') : t('app.pages.home')}
      </Typography>
      {online && (
        <Chip
          color="success"
          size="small"
          icon={<CircleIcon sx={{ fontSize: 10 }} />}
          label={t('app.dashboard.systemOnline')}
        />
      )}
      <Box sx={{ flexGrow: 1 }} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {canCreate && (
          <Button variant="contained" startIcon={<AddIcCallIcon />} onClick={onNewInstance}>
            {t('app.dashboard.actions.newInstance')}
          </Button>
        )}
        {canManageUsers && (
          <Button component={LinkBase} to="/simple-users" variant="outlined" startIcon={<PeopleIcon />}>
            {t('app.dashboard.actions.manageUsers')}
          </Button>
        )}
        {canUseTools && (
          <Button component={LinkBase} to="/tools" variant="outlined" startIcon={<BuildIcon />}>
            {t('app.dashboard.actions.advancedTools')}
          </Button>
        )}
        {canSimulate && (
          <Button component={LinkBase} to="/simulator" variant="outlined" startIcon={<PhoneIphoneIcon />}>
            {t('app.dashboard.actions.simulator')}
          </Button>
        )}
      </Stack>
    </Box>
  );
});
