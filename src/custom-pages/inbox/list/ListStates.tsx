import { Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../../i18n/pt-BR';
import { type TranslateOptions, useAppTranslate } from '../../../i18n/useAppTranslate';
import { failureOf } from '../data/failure';

const Centered = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      flex: 1,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 1,
      p: 3,
      textAlign: 'center',
    }}
  >
    {children}
  </Box>
);

export const ListLoading = () => {
  const t = useAppTranslate();
  return (
    <Centered>
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={20} />
        <Typography color="text.secondary">{t('app.inbox.list.loading')}</Typography>
      </Box>
    </Centered>
  );
};

export const ListEmpty = ({ searching }: { searching: boolean }) => {
  const t = useAppTranslate();
  return (
    <Centered>
      <Typography color="text.secondary">
        {t(searching ? 'app.inbox.list.noResults' : 'app.inbox.list.empty')}
      </Typography>
    </Centered>
  );
};

/** Spec 2 §8: a failed list says 'HTTP {status}'; without an answer, the network's message. */
export const listFailureMessage = (error: unknown): { key: MessageKey; args: TranslateOptions } => {
  const failure = failureOf(error);
  return failure.kind === 'http'
    ? { key: 'app.inbox.list.loadFailed', args: { status: failure.status } }
    : { key: 'app.inbox.list.networkFailed', args: { detail: failure.detail } };
};

export const ListError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const t = useAppTranslate();
  const message = listFailureMessage(error);
  return (
    <Centered>
      <Typography color="error">{t(message.key, message.args)}</Typography>
      <Button onClick={onRetry}>{t('app.common.retry')}</Button>
    </Centered>
  );
};
