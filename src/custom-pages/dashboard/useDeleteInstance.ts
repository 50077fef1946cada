import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { Instance } from '../../../contract/instances';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { serverMessageOf } from '../../providers/httpError';
import { statsKey } from '../../resources/instances/queryKeys';
import { useToast } from '../../ui/useToast';

/** Spec 1 §4: a connected instance is disconnected first, then deleted; true on success. */
export const useDeleteInstance = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useAppTranslate();
  return useCallback(
    async (instance: Instance): Promise<boolean> => {
      try {
        if (instance.isConnected) {
          // A provider that cannot log the number out must not keep the user from deleting it.
          await dataProvider.disconnectInstance(instance.id).catch(() => undefined);
        }
        await dataProvider.delete('instances', { id: instance.id, previousData: instance });
      } catch (error) {
        toast({ title: 'app.dashboard.delete.failed', detail: serverMessageOf(error), type: 'error' });
        return false;
      }
      toast({
        title: 'app.dashboard.delete.deletedTitle',
        detail: t('app.dashboard.delete.deletedDetail', { name: instance.name }),
        type: 'success',
      });
      // Only the lists: the deleted record itself would now answer 404.
      void queryClient.invalidateQueries({ queryKey: ['instances', 'getList'] });
      void queryClient.invalidateQueries({ queryKey: statsKey });
      return true;
    },
    [dataProvider, queryClient, t, toast],
  );
};
