import DashboardIcon from '@mui/icons-material/Dashboard';
import PhonelinkOffIcon from '@mui/icons-material/PhonelinkOff';
import { Alert, AlertTitle, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LinkBase } from 'react-admin';
import type { MessageKey } from '../../i18n/pt-BR';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { AccessRestricted } from '../../ui/AccessRestricted';

const Notice = ({
  icon,
  title,
  detail,
  action,
}: {
  icon: ReactNode;
  title: string;
  detail: string;
  action?: ReactNode;
}) => (
  <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 2, sm: 6 }, p: { xs: 3, sm: 5 } }}>
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      {icon}
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary">{detail}</Typography>
      {action}
    </Stack>
  </Paper>
);

/** What a seller sees at `/simulator`: the page is for admins only. */
export const SimulatorRestricted = () => <AccessRestricted detail="app.simulator.restricted.detail" />;

export const NoSimulatorInstances = () => {
  const t = useAppTranslate();
  return (
    <Notice
      icon={<PhonelinkOffIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />}
      title={t('app.simulator.instances.empty')}
      detail={t('app.simulator.instances.emptyDetail')}
      action={
        <Button component={LinkBase} to="/dashboard" variant="contained" startIcon={<DashboardIcon />}>
          {t('app.simulator.instances.goToDashboard')}
        </Button>
      }
    />
  );
};

export const Loading = ({ label }: { label: MessageKey }) => {
  const t = useAppTranslate();
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 4 }}
    >
      <CircularProgress size={24} aria-hidden />
      <Typography color="text.secondary">{t(label)}</Typography>
    </Box>
  );
};

export const LoadError = ({
  title,
  error,
  onRetry,
}: {
  title: MessageKey;
  error: Error;
  onRetry: () => void;
}) => {
  const t = useAppTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('app.common.retry')}
        </Button>
      }
    >
      <AlertTitle>{t(title)}</AlertTitle>
      {error.message}
    </Alert>
  );
};
