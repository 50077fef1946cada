import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { serverMessageOf } from '../../providers/httpError';

export const BoardLoading = () => {
  const t = useAppTranslate();
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, py: 8 }}
    >
      <CircularProgress size={20} />
      <Typography color="text.secondary">{t('app.kanban.loading')}</Typography>
    </Box>
  );
};

export const BoardFailed = ({ error, onRetry }: { error: Error; onRetry: () => void }) => {
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
      {t('app.kanban.loadFailed')}: {serverMessageOf(error) ?? error.message}
    </Alert>
  );
};
