import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetOne } from 'react-admin';
import type { Instance } from '../../../../contract/instances';
import type { AppDataProvider } from '../../../providers/dataProvider';

/**
 * Each opening reads the server afresh and nothing refetches while the user edits: the form is
 * filled once from these answers, so a later answer would be ignored anyway.
 */
const ONE_READ = { staleTime: 0, gcTime: 0, refetchOnWindowFocus: false, retry: 1 } as const;

export const settingsSourceKey = (id: string, part: 'ai-config' | 'settings') =>
  ['instance-settings', id, part] as const;

/** What the dialog shows: the instance (for its name), its AI config and its system settings. */
export const useSettingsSources = (id: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const instance = useGetOne<Instance>('instances', { id });
  const aiConfig = useQuery({
    queryKey: settingsSourceKey(id, 'ai-config'),
    queryFn: () => dataProvider.getAiConfig(id),
    ...ONE_READ,
  });
  const settings = useQuery({
    queryKey: settingsSourceKey(id, 'settings'),
    queryFn: () => dataProvider.getInstanceSettings(id),
    ...ONE_READ,
  });
  const parts = [instance, aiConfig, settings];
  const error = parts.find((part) => part.error)?.error ?? null;
  const retry = () => {
    for (const part of parts) if (part.error) void part.refetch();
  };
  if (instance.data && aiConfig.data && settings.data) {
    return {
      status: 'ready' as const,
      instance: instance.data,
      aiConfig: aiConfig.data,
      settings: settings.data,
    };
  }
  return error ? { status: 'error' as const, error, retry } : { status: 'loading' as const };
};
