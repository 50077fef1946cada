import type { UserPreferences } from '../../contract/settings';
import { type HttpClient, httpClient } from '../providers/httpClient';
import type { DisplayPreferences } from './ThemeModeProvider';

export const PREFERENCES_URL = '/api/user/preferences';

export const toServer = (preferences: DisplayPreferences): UserPreferences => ({
  darkMode: preferences.mode === 'dark',
  compactMode: preferences.compact,
  animations: preferences.animations,
});

/** The server's copy, as display preferences; no stored theme keeps the one on this device. */
export const fromServer = (preferences: UserPreferences): Partial<DisplayPreferences> => ({
  ...(preferences.darkMode === null ? {} : { mode: preferences.darkMode ? 'dark' : 'light' }),
  compact: preferences.compactMode,
  animations: preferences.animations,
});

export const loadPreferences = async (client: HttpClient = httpClient): Promise<UserPreferences> =>
  (await client(PREFERENCES_URL)).json as UserPreferences;

export const savePreferences = async (
  preferences: DisplayPreferences,
  client: HttpClient = httpClient,
): Promise<void> => {
  await client(PREFERENCES_URL, { method: 'PUT', body: toServer(preferences) });
};
