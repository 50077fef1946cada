import { Alert, AlertTitle } from '@mui/material';
import { useCallback } from 'react';
import { type NotificationType, useNotify } from 'react-admin';
import type { MessageKey } from '../i18n/pt-BR';
import { type TranslateOptions, useAppTranslate } from '../i18n/useAppTranslate';

export interface Toast {
  title: MessageKey;
  titleArgs?: TranslateOptions;
  /** A second line, already translated (or the server's own message). */
  detail?: string;
  type?: NotificationType;
  /** Spec 1 §4: product toasts last between 2 and 12 seconds. */
  durationMs?: number;
}

const ToastContent = ({
  title,
  detail,
  type,
}: {
  title: string;
  detail?: string;
  type: NotificationType;
}) => (
  <Alert severity={type} variant="filled" sx={{ width: '100%', maxWidth: 480 }}>
    <AlertTitle sx={{ mb: detail ? 0.5 : 0 }}>{title}</AlertTitle>
    {detail}
  </Alert>
);

/** A toast with a title and an optional description, as the spec writes them ('Título' / 'Descrição'). */
export const useToast = () => {
  const notify = useNotify();
  const t = useAppTranslate();
  return useCallback(
    ({ title, titleArgs, detail, type = 'info', durationMs }: Toast) =>
      notify(<ToastContent title={t(title, titleArgs)} detail={detail} type={type} />, {
        type,
        autoHideDuration: durationMs,
      }),
    [notify, t],
  );
};
