import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { SimulatorInstance, SimulatorMessageBody } from '../../../contract/simulator';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { serverMessageOf } from '../../providers/httpError';
import { useToast } from '../../ui/useToast';
import { simulatorKeys } from './simulatorQueries';

/** The simulated phone's two acts: scan the QR, and write to the business as the customer. */
export const useSimulatorActions = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useAppTranslate();

  const scan = useCallback(
    async (instance: SimulatorInstance) => {
      try {
        await dataProvider.scanSimulatorQr(instance.id);
        toast({
          title: 'app.simulator.connection.scannedTitle',
          detail: t('app.simulator.connection.scannedDetail', { name: instance.name }),
          type: 'success',
        });
      } catch (error) {
        toast({
          title: 'app.simulator.connection.scanFailed',
          detail: serverMessageOf(error),
          type: 'error',
        });
      }
      for (const key of ['simulator', 'instances', 'stats']) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
    [dataProvider, queryClient, t, toast],
  );

  const send = useCallback(
    async (instanceId: string, body: SimulatorMessageBody): Promise<boolean> => {
      try {
        await dataProvider.sendSimulatorMessage(instanceId, body);
      } catch (error) {
        toast({ title: 'app.simulator.composer.sendFailed', detail: serverMessageOf(error), type: 'error' });
        return false;
      }
      void queryClient.invalidateQueries({
        queryKey: simulatorKeys.timeline(instanceId, body.contactNumber),
      });
      // react-admin keys a resource's lists by its name first.
      void queryClient.invalidateQueries({ queryKey: ['simulator-chats'] });
      return true;
    },
    [dataProvider, queryClient, toast],
  );

  return { scan, send };
};
