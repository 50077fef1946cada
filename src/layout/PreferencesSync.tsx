import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fromServer, loadPreferences } from './preferencesApi';
import { useThemeMode } from './ThemeModeProvider';

/**
 * Once signed in, the user's own display preferences (theme, compact mode, animations) come from the
 * server, so they follow the user to another device. Renders nothing.
 */
export const PreferencesSync = () => {
  const { setPreferences } = useThemeMode();
  const { data } = useQuery({
    queryKey: ['preferences'],
    queryFn: () => loadPreferences(),
    staleTime: Infinity,
  });
  useEffect(() => {
    if (data) setPreferences(fromServer(data));
  }, [data, setPreferences]);
  return null;
};
