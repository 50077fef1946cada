import AddIcCallIcon from '@mui/icons-material/AddIcCall';
import PhonelinkOffIcon from '@mui/icons-material/PhonelinkOff';
import { Alert, AlertTitle, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import type { Instance } from '../../../contract/instances';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { InstanceCard, type InstanceCardActions } from './InstanceCard';

interface InstancesSectionProps extends InstanceCardActions {
  instances: readonly Instance[] | undefined;
  isPending: boolean;
  error: Error | null;
  canDelete: boolean;
  onRetry: () => void;
}

const Loading = () => {
  const t = useAppTranslate();
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}
    >
      <CircularProgress size={28} aria-hidden />
      <Typography color="text.secondary">{t('app.dashboard.instances.loading')}</Typography>
    </Box>
  );
};

const Empty = () => {
  const t = useAppTranslate();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
      <PhonelinkOffIcon color="primary" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
      <Typography variant="h6" component="h3" gutterBottom>
        {t('resources.instances.empty')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('resources.instances.invite')}
      </Typography>
      <Button component={LinkBase} to="/simple-users" variant="contained" startIcon={<AddIcCallIcon />}>
        {t('app.dashboard.instances.createFirst')}
      </Button>
    </Paper>
  );
};

/** The instance cards in 1, 2 or 3 columns (spec 1 §9), or the loading, error and empty states. */
export const InstancesSection = ({
  instances,
  isPending,
  error,
  canDelete,
  onRetry,
  ...actions
}: InstancesSectionProps) => {
  const t = useAppTranslate();
  const content = isPending ? (
    <Loading />
  ) : error && !instances ? (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('app.common.retry')}
        </Button>
      }
    >
      <AlertTitle>{t('app.dashboard.instances.loadError')}</AlertTitle>
      {error.message}
    </Alert>
  ) : !instances || instances.length === 0 ? (
    <Empty />
  ) : (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {instances.map((instance) => (
        <InstanceCard key={instance.id} instance={instance} canDelete={canDelete} {...actions} />
      ))}
    </Box>
  );
  return (
    <Box component="section" aria-labelledby="dashboard-instances-heading">
      <Typography id="dashboard-instances-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('app.dashboard.instances.heading')}
      </Typography>
      {content}
    </Box>
  );
};
