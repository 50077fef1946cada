import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { CreateInstanceBody, CreateInstanceResponse } from '../../../../contract/dashboard';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { serverMessageOf } from '../../../providers/httpError';
import { useToast } from '../../../ui/useToast';
import { statsKey } from '../queryKeys';

export type InstanceProvider = 'gateway' | 'cloud';

export interface NewInstanceValues {
  provider: InstanceProvider;
  name: string;
  phone: string;
  /** The official Cloud API number's ids and secrets, from Meta's app. */
  phoneNumberId: string;
  wabaId: string;
  accessToken: string;
  appSecret: string;
}

export const EMPTY_INSTANCE: NewInstanceValues = {
  provider: 'gateway',
  name: '',
  phone: '',
  phoneNumberId: '',
  wabaId: '',
  accessToken: '',
  appSecret: '',
};

/** The body of the chosen kind, trimmed; null when a field it needs is blank. */
function bodyOf(values: NewInstanceValues): CreateInstanceBody | null {
  const name = values.name.trim();
  if (values.provider === 'cloud') {
    const body = {
      name,
      provider: 'cloud' as const,
      phoneNumberId: values.phoneNumberId.trim(),
      wabaId: values.wabaId.trim(),
      accessToken: values.accessToken.trim(),
      appSecret: values.appSecret.trim(),
    };
    return Object.values(body).every((value) => value !== '') ? body : null;
  }
  const phone = values.phone.trim();
  return name !== '' && phone !== '' ? { name, phone } : null;
}

/** Creates an instance with the spec's checks and toasts; resolves with it, or null when refused. */
export const useCreateInstance = () => {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useAppTranslate();
  return useCallback(
    async (values: NewInstanceValues): Promise<CreateInstanceResponse | null> => {
      const body = bodyOf(values);
      if (!body) {
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
