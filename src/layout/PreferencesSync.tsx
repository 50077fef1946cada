import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { fromServer, PREFERENCES_KEY } from './preferences';
import { useThemeMode } from './ThemeModeProvider';

/**
 * Once signed in, the user's own display preferences (theme, compact mode, animations) come from the
 * server, so they follow the user to another device. Renders nothing.
 */
export const PreferencesSync = () => {
  const { setPreferences } = useThemeMode();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: () => dataProvider.getPreferences(),
    staleTime: Infinity,
  });
  useEffect(() => {
    if (data) setPreferences(fromServer(data));
  }, [data, setPreferences]);
  return null;
};
