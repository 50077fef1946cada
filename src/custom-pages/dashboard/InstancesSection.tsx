import AddIcCallIcon from '@mui/icons-material/AddIcCall';
import PhonelinkOffIcon from '@mui/icons-material/PhonelinkOff';
import { Box, Button, Typography } from '@mui/material';
import { memo } from 'react';
import { LinkBase } from 'react-admin';
import type { Instance } from '../../../contract/instances';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { ListEmpty, ListLoadError, ListLoading } from '../../ui/ListStates';
import { InstanceCard, type InstanceCardActions } from './InstanceCard';

interface InstancesSectionProps extends InstanceCardActions {
  instances: readonly Instance[] | undefined;
  isPending: boolean;
  error: Error | null;
  canDelete: boolean;
  onRetry: () => void;
}

/** No number yet: the dashboard sends the admin to `/simple-users`, where numbers are created. */
const Empty = () => {
  const t = useAppTranslate();
  return (
    <ListEmpty
      icon={PhonelinkOffIcon}
      title={t('resources.instances.empty')}
      text={t('resources.instances.invite')}
      headingComponent="h3"
      action={
        <Button component={LinkBase} to="/simple-users" variant="contained" startIcon={<AddIcCallIcon />}>
          {t('app.dashboard.instances.createFirst')}
        </Button>
      }
    />
  );
};

/** The instance cards in 1, 2 or 3 columns (spec 1 §9), or the loading, error and empty states. */
export const InstancesSection = memo(function InstancesSection({
  instances,
  isPending,
  error,
  canDelete,
  onRetry,
  ...actions
}: InstancesSectionProps) {
  const t = useAppTranslate();
  const content = isPending ? (
    <ListLoading label={t('app.dashboard.instances.loading')} />
  ) : error && !instances ? (
    <ListLoadError title={t('app.dashboard.instances.loadError')} message={error.message} onRetry={onRetry} />
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
});
