import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { CreateInstanceBody, CreateInstanceResponse } from '../../../../contract/dashboard';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { serverMessageOf } from '../../../providers/httpError';
import { useToast } from '../../../ui/useToast';
import { statsKey } from '../queryKeys';

export interface NewInstanceValues {
  name: string;
  phone: string;
}

/** Creates an instance with the spec's checks and toasts; resolves with it, or null when refused. */
export const useCreateInstance = () => {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useAppTranslate();
  return useCallback(
    async ({ name, phone }: NewInstanceValues): Promise<CreateInstanceResponse | null> => {
      const body: CreateInstanceBody = { name: name.trim(), phone: phone.trim() };
      if (body.name === '' || body.phone === '') {
        toast({
          title: 'app.dashboard.newInstance.requiredTitle',
          detail: t('app.dashboard.newInstance.requiredDetail'),
          type: 'warning',
        });
        return null;
      }
      try {
        // Plain simple-rest: POST /api/instances (admins; the server checks the plan's limit).
        const { data: created } = await dataProvider.create<CreateInstanceResponse>('instances', {
          data: body,
        });
        void queryClient.invalidateQueries({ queryKey: ['instances'] });
        void queryClient.invalidateQueries({ queryKey: statsKey });
        return created;
      } catch (error) {
        toast({
          title: 'app.dashboard.newInstance.createFailed',
          detail: serverMessageOf(error),
          type: 'error',
        });
        return null;
      }
    },
    [dataProvider, queryClient, toast, t],
  );
};
