import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useGetOne } from 'react-admin';
import type { Instance } from '../../../../contract/instances';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { qrKey, syncStatusKey } from '../dashboardQueries';
import { QR_PENDING_POLL_MS, qrDisplayState } from './qrDisplayState';

/** Spec 1 §9: the instance every 15 s and sync-status every 10 s while the QR dialog is open. */
export const QR_INSTANCE_POLL_MS = 15_000;
export const SYNC_STATUS_POLL_MS = 10_000;
/** A QR fetched by the creation sequence just before is not asked for again at once. */
const QR_FRESH_MS = 10_000;

/** Everything the QR dialog watches: the instance, the provider's QR and the status sync. */
export const useQrConnection = (id: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [sawDisconnected, setSawDisconnected] = useState(false);
  const instance = useGetOne<Instance>('instances', { id }, { refetchInterval: QR_INSTANCE_POLL_MS });
  const record = instance.data;
  const storedConnected = record?.isConnected === true;

  const sync = useQuery({
    queryKey: syncStatusKey(id),
    queryFn: () => dataProvider.syncInstanceStatus(id),
    enabled: Boolean(record) && !storedConnected,
    refetchInterval: SYNC_STATUS_POLL_MS,
    retry: false,
  });
  const qr = useQuery({
    queryKey: qrKey(id),
    queryFn: () => dataProvider.fetchInstanceQr(id),
    enabled: Boolean(record) && !storedConnected,
    staleTime: QR_FRESH_MS,
    retry: false,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.success && !data.qrCode && !data.alreadyConnected ? QR_PENDING_POLL_MS : false;
    },
  });

  // The sync corrected the stored state: read the instance again so every screen agrees.
  const correction = sync.data?.correction?.newStatus;
  useEffect(() => {
    if (correction) void queryClient.invalidateQueries({ queryKey: ['instances'] });
  }, [correction, queryClient]);

  const connected = storedConnected || sync.data?.isConnected === true;
  // Remembered across renders: "connected" after this means it connected while the dialog was open.
  if (record && !connected && !qr.data?.alreadyConnected && !sawDisconnected) setSawDisconnected(true);

  const display = qrDisplayState({
    instanceLoaded: Boolean(record),
    instanceError: instance.error,
    connected,
    sawDisconnected,
    qr: qr.data,
    qrError: qr.error,
  });

  const refresh = () => {
    void instance.refetch();
    void qr.refetch();
    void sync.refetch();
  };

  return { instance: record, display, syncError: sync.error, refresh };
};
