import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { DataProviderContext, useLogout } from 'react-admin';
import type { AiConfigResponse } from '../../../../contract/ai-config';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { serverMessageOf } from '../../../providers/httpError';
import { clearSession } from '../../../providers/session';
import { useToast } from '../../../ui/useToast';
import { statsKey } from '../queryKeys';
import { type SettingsDraft, toAiConfigBody, toScrapingBody, toSettingsBody } from './draft';
import { isSessionExpired, LOGIN_REDIRECT_DELAY_MS } from './sessionExpiry';

/**
 * The data provider as the app built it. react-admin's wrapper turns a 401 into an empty answer
 * after logging out, which would hide from the save the failure it must name (spec 1 §8).
 */
const useUnwrappedDataProvider = (): AppDataProvider => {
  const dataProvider = useContext(DataProviderContext);
  if (!dataProvider) throw new Error('The settings dialog needs a data provider');
  return dataProvider as AppDataProvider;
};

/** Saves the whole dialog in the order of spec 1 §4: AI config, then settings, then scraping. */
export const useSaveSettings = (instanceId: string, instanceName: string) => {
  const dataProvider = useUnwrappedDataProvider();
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useAppTranslate();
  const logout = useLogout();
  const [saving, setSaving] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const fail = useCallback(
    (error: unknown) => {
      if (!isSessionExpired(error)) {
        const detail = serverMessageOf(error) ?? (error instanceof Error ? error.message : undefined);
        toast({ title: 'app.settingsDialog.save.failedTitle', detail, type: 'error' });
        return;
      }
      clearSession();
      toast({
        title: 'app.settingsDialog.save.sessionExpiredTitle',
        detail: t('app.settingsDialog.save.sessionExpiredDetail'),
        type: 'error',
      });
      redirect.current = setTimeout(() => void logout(), LOGIN_REDIRECT_DELAY_MS);
    },
    [logout, t, toast],
  );

  /** True once the three calls succeeded. */
  const save = useCallback(
    async (draft: SettingsDraft): Promise<boolean> => {
      if (!instanceId) {
        toast({ title: 'app.settingsDialog.save.missingId', type: 'error' });
        return false;
      }
      setSaving(true);
      let keyCheck: AiConfigResponse['keyCheck'];
      try {
        // A new key is tried against its provider first; a refused one fails here with its reason.
        ({ keyCheck } = await dataProvider.saveAiConfig(instanceId, toAiConfigBody(draft)));
        await dataProvider.updateInstanceSettings(instanceId, toSettingsBody(draft));
        await dataProvider.updateScrapingConfig(instanceId, toScrapingBody(draft));
      } catch (error) {
        fail(error);
        return false;
      } finally {
        setSaving(false);
      }
      toast({
        title: 'app.settingsDialog.save.savedTitle',
        detail: t('app.settingsDialog.save.savedDetail', { name: instanceName }),
        type: 'success',
      });
      if (keyCheck) {
        const accepted = keyCheck.status === 'accepted';
        toast({
          title: accepted ? 'app.attention.keyAccepted' : 'app.attention.keyUnverified',
          detail: accepted ? undefined : keyCheck.message,
          type: accepted ? 'success' : 'warning',
        });
      }
      // The card shows the AI badge and the stats count active AIs.
      void queryClient.invalidateQueries({ queryKey: ['instances'] });
      void queryClient.invalidateQueries({ queryKey: statsKey });
      return true;
    },
    [dataProvider, fail, instanceId, instanceName, queryClient, t, toast],
  );

  return { save, saving };
};
