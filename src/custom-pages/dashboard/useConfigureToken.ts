import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import type { UpdateTokenBody } from '../../../contract/dashboard';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { serverMessageOf } from '../../providers/httpError';
import { useToast } from '../../ui/useToast';

/** Sends the provider credentials; true when the server kept them. Spec 1 §8 names every failure. */
export const useConfigureToken = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useAppTranslate();
  return useCallback(
    async (body: UpdateTokenBody): Promise<boolean> => {
      const invalid = (detail: string | null | undefined) =>
        toast({
          title: 'app.dashboard.token.invalidTitle',
          detail: detail || t('app.dashboard.token.invalidDetail'),
          type: 'error',
        });
      try {
        const result = await dataProvider.updateGatewayToken(body);
        if (!result.success) {
          invalid(result.error);
          return false;
        }
        toast({
          title: 'app.dashboard.token.savedTitle',
          detail: t('app.dashboard.token.savedDetail', { smart_count: result.instances }),
          type: 'success',
        });
        void queryClient.invalidateQueries({ queryKey: ['instances'] });
        return true;
      } catch (error) {
        if (error instanceof HttpError) invalid(serverMessageOf(error));
        else toast({ title: 'app.dashboard.token.networkError', type: 'error' });
        return false;
      }
    },
    [dataProvider, queryClient, t, toast],
  );
};
