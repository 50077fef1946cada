import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { serverMessageOf } from '../../../providers/httpError';
import { useToast } from '../../../ui/useToast';
import { qrKey } from '../dashboardQueries';
import type { OpenDashboardDialog } from '../useDashboardRoute';

/** Spec 1 §4: the QR generation event fires about 1 s after a creation … */
export const QR_EVENT_DELAY_MS = 1_000;
/** … waits 1.5 s, fetches the provider's QR … */
export const QR_FETCH_DELAY_MS = 1_500;
/** … and on success opens the QR dialog 1 s later. */
export const QR_OPEN_DELAY_MS = 1_000;

/**
 * After a creation: toast, then fetch the new instance's QR and open the QR dialog. It lives in the
 * page, not in the creation dialog, because that dialog has closed by then.
 */
export const useQrGenerationSequence = (open: OpenDashboardDialog) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useAppTranslate();
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const later = useCallback((delay: number, step: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      step();
    }, delay);
    timers.current.add(timer);
  }, []);

  const failed = useCallback(
    (message: string | undefined) =>
      toast({
        title: 'app.dashboard.qr.errorTitle',
        titleArgs: { provider: t('app.dashboard.qr.providerName') },
        detail: message
          ? t('app.common.titleWithDetail', { title: t('app.dashboard.qr.failure'), detail: message })
          : t('app.dashboard.qr.failure'),
        type: 'error',
      }),
    [t, toast],
  );

  return useCallback(
    (instance: { id: string; name: string }) => {
      toast({
        title: 'app.dashboard.newInstance.createdTitle',
        detail: t('app.dashboard.newInstance.createdDetail', { name: instance.name }),
        type: 'success',
      });
      later(QR_EVENT_DELAY_MS, () =>
        later(QR_FETCH_DELAY_MS, async () => {
          try {
            const qr = await dataProvider.fetchInstanceQr(instance.id);
            if (!qr.success) {
              failed(qr.message);
              return;
            }
            queryClient.setQueryData(qrKey(instance.id), qr);
            later(QR_OPEN_DELAY_MS, () => open({ kind: 'qr', id: instance.id }));
          } catch (error) {
            failed(serverMessageOf(error));
          }
        }),
      );
    },
    [dataProvider, failed, later, open, queryClient, t, toast],
  );
};
