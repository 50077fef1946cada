import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import type { MessageKey } from '../i18n/pt-BR';
import { useAppTranslate } from '../i18n/useAppTranslate';
import { serverMessageOf } from './httpError';

/** An error toast with the spec's title, followed by the server's message when it sent one. */
export const useNotifyFailure = () => {
  const notify = useNotify();
  const t = useAppTranslate();
  return useCallback(
    (title: MessageKey, error: unknown) => {
      const detail = serverMessageOf(error);
      if (detail) {
        notify('app.common.titleWithDetail', { type: 'error', messageArgs: { title: t(title), detail } });
      } else {
        notify(title, { type: 'error' });
      }
    },
    [notify, t],
  );
};
