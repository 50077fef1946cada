import type { UserPreferences } from '../../contract/settings';
import type { DisplayPreferences } from './ThemeModeProvider';

/** The signed-in user's display preferences as the server keeps them. */
export const PREFERENCES_KEY = ['preferences'] as const;

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
