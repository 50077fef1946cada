import AddIcCallIcon from '@mui/icons-material/AddIcCall';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Alert, Box, Button, Stack, Tooltip, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { useAppTranslate } from '../i18n/useAppTranslate';

interface PageHeaderProps {
  /** The auth provider's `canAccess` for creating users. */
  canCreateUser: boolean;
  canCreateInstance: boolean;
  onNewUser: () => void;
  onNewInstance: () => void;
}

/** Back to `/`, the title, "New User" and "New Instance", and the hint about the simple flow. */
export const PageHeader = ({
  canCreateUser,
  canCreateInstance,
  onNewUser,
  onNewInstance,
}: PageHeaderProps) => {
  const t = useAppTranslate();
  const newInstance = (
    <Button
      variant="outlined"
      startIcon={<AddIcCallIcon />}
      onClick={onNewInstance}
      disabled={!canCreateInstance}
    >
      {t('app.simpleUsers.newInstance')}
    </Button>
  );
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button component={LinkBase} to="/" startIcon={<ArrowBackIcon />} size="small">
          {t('app.common.back')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ flex: '1 1 16rem', minWidth: 0 }}>
          {t('app.pages.simpleUsers')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {canCreateUser && (
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={onNewUser}>
              {t('app.simpleUsers.newUser')}
            </Button>
          )}
          {canCreateUser &&
            (canCreateInstance ? (
              newInstance
            ) : (
              <Tooltip title={t('app.simpleUsers.everyUserHasInstance')}>
                <span>{newInstance}</span>
              </Tooltip>
            ))}
        </Stack>
      </Box>
      <Alert severity="info" variant="outlined">
        {t('app.simpleUsers.hint')}
      </Alert>
    </Stack>
  );
};
