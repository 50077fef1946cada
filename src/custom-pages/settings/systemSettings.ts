import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

export const SETTINGS_QUERY_KEY = ['settings'] as const;

/** The organization's system settings (session timeout, alerts…), shared by the page and the idle guard. */
export const useSystemSettings = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: () => dataProvider.getSystemSettings(),
    // Changed only by the settings page, which writes its answer here: the start-up call's answer
    // is not asked again by the idle guard mounting after it.
    staleTime: 5 * 60_000,
  });
};

/** Hands the latest backup to the browser as a file download. */
export async function downloadLatestBackup(dataProvider: AppDataProvider): Promise<void> {
  const { blob, fileName } = await dataProvider.getLatestBackup();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? 'backup.jsonl.gz';
  link.click();
  URL.revokeObjectURL(url);
}
