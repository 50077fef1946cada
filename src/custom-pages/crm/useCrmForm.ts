import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import {
  type CrmConfig,
  type CrmConfigResponse,
  type CrmProvider,
  DEFAULT_CRM_SYNC_INTERVAL,
} from '../../../contract/crm';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useNotifyFailure } from '../../providers/useNotifyFailure';
import { CRM_CONFIG_KEY, CRM_RUNS_KEY } from './crmQueries';

export interface CrmFormValues {
  provider: CrmProvider;
  autocertoUsername: string;
  autocertoPassword: string;
  isActive: boolean;
  syncInterval: number;
  enableLeadSync: boolean;
  enableStockSync: boolean;
  enableAdminSync: boolean;
  webUrl: string;
  creditPortalUrl: string;
}

export function initialValues(response: CrmConfigResponse | undefined): CrmFormValues {
  const config: CrmConfig | null = response?.config ?? null;
  return {
    provider: config?.provider ?? (response?.autocertoAvailable ? 'autocerto' : 'demo'),
    autocertoUsername: config?.autocertoUsername ?? '',
    autocertoPassword: '',
    isActive: config?.isActive ?? true,
    syncInterval: config?.syncInterval ?? DEFAULT_CRM_SYNC_INTERVAL,
    enableLeadSync: config?.enableLeadSync ?? true,
    enableStockSync: config?.enableStockSync ?? true,
    enableAdminSync: config?.enableAdminSync ?? false,
    webUrl: config?.webUrl ?? '',
    creditPortalUrl: config?.creditPortalUrl ?? '',
  };
}

/** Save, test and sync of the settings page, with the spec's validation and toasts (spec 3 §5, §8). */
export function useCrmActions(config: CrmConfig | null) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const t = useAppTranslate();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'save' | 'test' | 'sync' | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CRM_CONFIG_KEY }),
      queryClient.invalidateQueries({ queryKey: CRM_RUNS_KEY }),
    ]);

  const save = async (values: CrmFormValues) => {
    const needsPassword = !config?.hasPassword;
    if (!values.autocertoUsername.trim() || (needsPassword && !values.autocertoPassword)) {
      notify('app.crm.settings.missingSave', { type: 'error' });
      return false;
    }
    setBusy('save');
    try {
      if (config) await dataProvider.updateCrmConfig(config.id, values);
      else await dataProvider.createCrmConfig(values);
      notify('app.crm.settings.saved', { type: 'success' });
      await refresh();
      return true;
    } catch (error) {
      notifyFailure('app.crm.settings.saveError', error);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const test = async (values: CrmFormValues) => {
    if (!values.autocertoUsername.trim() || !values.autocertoPassword) {
      notify('app.crm.settings.missingTest', { type: 'error' });
      return;
    }
    setBusy('test');
    try {
      await dataProvider.testCrmConnection({
        username: values.autocertoUsername,
        password: values.autocertoPassword,
        provider: values.provider,
      });
      notify('app.crm.settings.testOk', { type: 'success' });
    } catch {
      notify('app.common.titleWithDetail', {
        type: 'error',
        messageArgs: {
          title: t('app.crm.settings.testFailed'),
          detail: t('app.crm.settings.testFailedDetail'),
        },
      });
    } finally {
      setBusy(null);
    }
  };

  const sync = async () => {
    setBusy('sync');
    try {
      await dataProvider.syncCrm();
      notify('app.crm.settings.syncStarted', { type: 'info' });
      await refresh();
    } catch (error) {
      notifyFailure('app.crm.settings.syncError', error);
    } finally {
      setBusy(null);
    }
  };

  return { busy, save, test, sync };
}
