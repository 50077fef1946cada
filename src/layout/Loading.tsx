import { Box, CircularProgress, Typography } from '@mui/material';
import { useAppTranslate } from '../i18n/useAppTranslate';

const LoadingMessage = () => {
  const t = useAppTranslate();
  return (
    <>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{t('app.common.loading')}</Typography>
    </>
  );
};

/** Shown while the stored session is being checked (spec 2 §2.2). */
export const FullScreenLoading = () => (
  <Box
    role="status"
    sx={{
      minHeight: '100vh',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 2,
      bgcolor: 'background.default',
    }}
  >
    <LoadingMessage />
  </Box>
);

/** Shown in the content area while a lazily loaded page arrives. */
export const PageLoading = () => (
  <Box role="status" sx={{ py: 8, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
    <LoadingMessage />
  </Box>
);
