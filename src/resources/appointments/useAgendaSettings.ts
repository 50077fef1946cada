import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AgendaSettings } from '../../../contract/agenda-settings';
import type { AppDataProvider } from '../../providers/dataProvider';

export const AGENDA_SETTINGS_KEY = ['agenda', 'settings'] as const;

/** The shop's visit hours and time zone, shared by the agenda's screens through the query cache. */
export function useAgendaSettings() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery<AgendaSettings>({
    queryKey: AGENDA_SETTINGS_KEY,
    queryFn: () => dataProvider.getAgendaSettings(),
    staleTime: 60_000,
  });
}
