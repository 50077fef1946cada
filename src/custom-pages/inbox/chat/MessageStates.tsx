import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect } from 'react';
import { HttpError } from 'react-admin';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { useToast } from '../../../ui/useToast';
import { errorDetailOf } from './sendErrors';

const centred = {
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1,
  p: 3,
  textAlign: 'center',
} as const;

export const LoadingMessages = () => {
  const t = useAppTranslate();
  return (
    <Box role="status" sx={centred}>
      <CircularProgress size={20} />
      <Typography color="text.secondary">{t('app.chat.messages.loading')}</Typography>
    </Box>
  );
};

/** No message yet in an open conversation (spec 2 §2.4). */
export const EmptyMessages = () => {
  const t = useAppTranslate();
  return (
    <Box sx={centred}>
      <Typography variant="subtitle1" fontWeight={600}>
        {t('app.chat.messages.emptyTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('app.chat.messages.emptyHint')}
      </Typography>
    </Box>
  );
};

/**
 * Spec 2 §8: a failed load says 'HTTP {status}', as a toast and in the pane, which offers to
 * try again; without an answer at all it says 'Erro de rede: …'.
 */
export const useLoadFailure = (error: Error | null) => {
  const t = useAppTranslate();
  const toast = useToast();
  useEffect(() => {
    if (!error) return;
    toast(
      error instanceof HttpError
        ? { title: 'app.chat.messages.loadFailed', titleArgs: { status: error.status }, type: 'error' }
        : { title: 'app.chat.errors.network', titleArgs: { detail: errorDetailOf(error) }, type: 'error' },
    );
  }, [error, toast]);
  if (!error) return null;
  return error instanceof HttpError
    ? t('app.chat.messages.loadFailed', { status: error.status })
    : t('app.chat.errors.network', { detail: errorDetailOf(error) });
};

export const MessagesLoadError = ({ text, onRetry }: { text: string; onRetry: () => void }) => {
  const t = useAppTranslate();
  return (
    <Box sx={centred}>
      <Typography color="error">{text}</Typography>
      <Button onClick={onRetry}>{t('app.common.retry')}</Button>
    </Box>
  );
};
