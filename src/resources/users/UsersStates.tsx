import GroupAddIcon from '@mui/icons-material/GroupAdd';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Alert, AlertTitle, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useAppTranslate } from '../../i18n/useAppTranslate';

export const UsersLoading = () => {
  const t = useAppTranslate();
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}
    >
      <CircularProgress size={28} aria-hidden />
      <Typography color="text.secondary">{t('app.simpleUsers.loading')}</Typography>
    </Box>
  );
};

export const UsersError = ({ message, onRetry }: { message: string; onRetry: () => void }) => {
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
      <AlertTitle>{t('app.simpleUsers.loadError')}</AlertTitle>
      {message}
    </Alert>
  );
};

export const UsersEmpty = ({ onCreate }: { onCreate: () => void }) => {
  const t = useAppTranslate();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
      <GroupAddIcon color="primary" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
      <Typography variant="h6" component="h2" gutterBottom>
        {t('resources.users.empty')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('resources.users.invite')}
      </Typography>
      <Button variant="contained" startIcon={<PersonAddIcon />} onClick={onCreate}>
        {t('app.simpleUsers.createFirstUser')}
      </Button>
    </Paper>
  );
};
