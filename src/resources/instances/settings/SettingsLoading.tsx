import { Box, CircularProgress, DialogContent, Typography } from '@mui/material';
import { useAppTranslate } from '../../../i18n/useAppTranslate';

/** Shown while the dialog's code or the instance's settings load. */
export const SettingsLoading = () => {
  const t = useAppTranslate();
  return (
    <DialogContent>
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}
      >
        <CircularProgress size={28} aria-hidden />
        <Typography color="text.secondary">{t('app.settingsDialog.loading')}</Typography>
      </Box>
    </DialogContent>
  );
};
