import type { SystemSettings, SystemSettingsView } from '../../../contract/settings';
import { type HttpClient, httpClient } from '../../providers/httpClient';
import { getToken } from '../../providers/session';

export const SETTINGS_URL = '/api/settings';
export const LATEST_BACKUP_URL = '/api/settings/backups/latest';
export const SETTINGS_QUERY_KEY = ['settings'] as const;

export const fetchSettings = async (client: HttpClient = httpClient): Promise<SystemSettingsView> =>
  (await client(SETTINGS_URL)).json as SystemSettingsView;

export const saveSettings = async (
  settings: SystemSettings,
  client: HttpClient = httpClient,
): Promise<SystemSettingsView> =>
  (await client(SETTINGS_URL, { method: 'PUT', body: settings })).json as SystemSettingsView;

/** Fetches the latest backup with the token and hands it to the browser as a file download. */
export async function downloadLatestBackup(): Promise<void> {
  const token = getToken();
  const response = await fetch(LATEST_BACKUP_URL, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(String(response.status));
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'backup.jsonl.gz';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
